import type { ReactNode } from 'react';
import type { FragmentType } from '@apollo/client';
import { FormattedMessage } from 'react-intl';
import { Link } from '../../app/routing';
import styled from 'styled-components';
import { useLanguage } from '../../app/LanguageProvider';
import { fragmentData } from '../../app/lightQuery/fragmentData';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { pictureSources } from '../bike/pictureSources';
import { tripQuery, type Trip } from '../trip/trip';

export const CitySuggestion_city = graphql(`
  fragment CitySuggestion_city on City {
    id
    slug
    name {
      en
      vn
    }
    pictureUrl
    shopCount
  }
`);

export const suggestionWidth = 240;
export const pictureHeight = 150;

export const StyledSuggestion = styled.article`
  width: ${suggestionWidth}px;
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledPictureLink = styled(Link)`
  display: block;
  aspect-ratio: ${suggestionWidth} / ${pictureHeight};
  background: ${({ theme }) => theme.colors.border};
`;

const StyledPicture = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const StyledBody = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 10px 12px 12px;
`;

const StyledName = styled.h3`
  margin: 0;
  font-size: 1.1rem;
  line-height: 1.3;
`;

const StyledShops = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledActions = styled.div`
  margin-top: auto;
  padding-top: 10px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const StyledSearch = styled(StyledButton)`
  padding: 10px 16px;
  white-space: nowrap;
`;

const StyledGuide = styled(Link)`
  white-space: nowrap;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.tap};
  padding: 0 4px;
  font-weight: 600;
`;

const hidden = (text: ReactNode) => <span className="visually-hidden">{text}</span>;

/** A popular city: its picture and shops, its bikes for the form's dates, and its page. */
export function CitySuggestion({
  city,
  dates,
}: {
  city: FragmentType<typeof CitySuggestion_city>;
  dates: Pick<Trip, 'start' | 'end'>;
}) {
  const { language } = useLanguage();
  const data = fragmentData(CitySuggestion_city, city);
  const name = data.name[language];
  const search = `/search?${tripQuery({ city: data.slug, ...dates })}`;
  const picture = data.pictureUrl ? pictureSources(data.pictureUrl, [256, 384, 640, 750]) : null;
  return (
    <StyledSuggestion aria-labelledby={`suggestion-${data.slug}`}>
      {/* The same place as "See bikes": for the thumb, not for screen readers or Tab. */}
      <StyledPictureLink to={search} tabIndex={-1} aria-hidden="true">
        {picture && (
          <StyledPicture
            {...picture}
            sizes={`${suggestionWidth}px`}
            alt=""
            width={suggestionWidth}
            height={pictureHeight}
            loading="lazy"
            decoding="async"
          />
        )}
      </StyledPictureLink>
      <StyledBody>
        <StyledName id={`suggestion-${data.slug}`}>{name}</StyledName>
        <StyledShops>
          <FormattedMessage id="cities.shopCount" values={{ count: data.shopCount }} />
        </StyledShops>
        <StyledActions>
          <StyledSearch as={Link} to={search}>
            <FormattedMessage id="landing.suggestions.search" values={{ city: name, hidden }} />
          </StyledSearch>
          <StyledGuide to={`/cities/${data.slug}`}>
            <FormattedMessage id="landing.suggestions.guide" values={{ city: name, hidden }} />
          </StyledGuide>
        </StyledActions>
      </StyledBody>
    </StyledSuggestion>
  );
}
