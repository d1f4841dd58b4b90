import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLanguage } from '../../app/LanguageProvider';
import { graphql } from '../../gql';
import { PhotoGallery } from '../bike/PhotoGallery';
import { StyledScreenTitle } from '../shop/screenStyles';

export const CityAbout_city = graphql(`
  fragment CityAbout_city on City {
    id
    name {
      en
      vn
    }
    description {
      en
      vn
    }
    pictureUrls
    shopCount
  }
`);

const StyledDescription = styled.p`
  margin: 8px 0 0;
  line-height: 1.55;
`;

/** The city: its pictures, name and what it is like. */
export function CityAbout({ city }: { city: FragmentType<typeof CityAbout_city> }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { data, complete } = useFragment({ fragment: CityAbout_city, from: city });
  if (!complete) return null;
  const name = data.name[language];
  return (
    <>
      <PhotoGallery
        ratio="16 / 9"
        label={intl.formatMessage({ id: 'city.pictures' }, { city: name })}
        photos={data.pictureUrls.map((url, index) => ({
          url,
          alt: intl.formatMessage(
            { id: 'city.picture' },
            { city: name, index: index + 1, count: data.pictureUrls.length },
          ),
        }))}
      />
      <StyledScreenTitle>
        {intl.formatMessage({ id: 'city.title' }, { city: name })}
      </StyledScreenTitle>
      <StyledDescription>{data.description[language]}</StyledDescription>
    </>
  );
}
