import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useLanguage } from '../../app/LanguageProvider';
import { graphql } from '../../gql';

export const CityCard_city = graphql(`
  fragment CityCard_city on City {
    id
    slug
    name {
      en
      vn
    }
    description {
      en
      vn
    }
    pictureUrl
    shopCount
  }
`);

const StyledCard = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledPicture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.border};
`;

const StyledPlaceholder = styled.div`
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.border};
`;

const StyledBody = styled.div`
  padding: 12px 16px 16px;
`;

const StyledName = styled.h2`
  margin: 0 0 4px;
  font-size: 1.2rem;
`;

const StyledShops = styled.p`
  margin: 0 0 8px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brand};
`;

/** An excerpt on screen; the whole text stays in the page for screen readers and search. */
const StyledDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  line-height: 1.45;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
  overflow: hidden;
`;

export function CityCard({ city }: { city: FragmentType<typeof CityCard_city> }) {
  const { language } = useLanguage();
  const { data, complete } = useFragment({ fragment: CityCard_city, from: city });
  if (!complete) return null;
  const name = data.name[language];
  return (
    <StyledCard aria-labelledby={`city-${data.slug}`}>
      {data.pictureUrl ? (
        <StyledPicture
          src={data.pictureUrl}
          alt={name}
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <StyledPlaceholder aria-hidden="true" />
      )}
      <StyledBody>
        <StyledName id={`city-${data.slug}`}>{name}</StyledName>
        <StyledShops>
          <FormattedMessage id="cities.shopCount" values={{ count: data.shopCount }} />
        </StyledShops>
        <StyledDescription>{data.description[language]}</StyledDescription>
      </StyledBody>
    </StyledCard>
  );
}
