import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from '../../app/routing';
import styled from 'styled-components';
import { useLanguage } from '../../app/LanguageProvider';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { usePageMeta } from '../../ui/usePageMeta';
import { BookingBar } from '../bike/BookingBar';
import { Section } from '../shop/Section';
import { MissingState } from '../shop/MissingState';
import { ShopCard } from '../shop/ShopCard';
import { ShopsMap } from '../shop/ShopsMap';
import { StyledCardList, StyledMuted } from '../shop/screenStyles';
import { defaultTimes, tripQuery } from '../trip/trip';
import { useTripCities } from '../trip/useTripCities';
import { CityAbout } from './CityAbout';
import { CitySkeleton } from './CitySkeleton';
import { HostelCard } from './HostelCard';
import { useDeferredResult } from '../../ui/useDeferredResult';

/** One query by the slug of the URL: the city, its shops (`City.shops`) and hostels. */
export const CityScreenQuery = graphql(`
  query CityScreen($slug: String!) {
    cityBySlug(slug: $slug) {
      id
      name {
        en
        vn
      }
      description {
        en
        vn
      }
      hostels {
        id
        ...HostelCard_hostel
      }
      shops(first: 100) {
        totalCount
        nodes {
          id
          databaseId
          name
          location {
            latitude
            longitude
          }
          ...ShopCard_shop
        }
      }
      ...CityAbout_city
    }
  }
`);

const StyledOtherCities = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const StyledHostels = styled(StyledCardList)`
  margin-top: 12px;
`;

/** The first sentence of a text, for the meta description. */
function firstSentence(text: string): string {
  return text.match(/^.*?[.!?](\s|$)/)?.[0].trim() ?? text;
}

/** The cities on xemay, for a slug that is none of them (the trip cities, shared and cached). */
function OtherCities() {
  const intl = useIntl();
  const { cities } = useTripCities();
  if (cities.length === 0) return null;
  return (
    <StyledOtherCities aria-label={intl.formatMessage({ id: 'city.missing.others' })}>
      {cities.map((other) => (
        <li key={other.slug}>
          <StyledButton as={Link} to={`/cities/${other.slug}`} $variant="secondary">
            {other.name}
          </StyledButton>
        </li>
      ))}
    </StyledOtherCities>
  );
}

/** `/cities/:slug`: the city, its rental shops on a map and in a list, and hostels. */
export default function CityScreen() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { slug = '' } = useParams();
  const { data, loading, error, refetch } = useDeferredResult(
    useQuery(CityScreenQuery, {
      variables: { slug },
      notifyOnNetworkStatusChange: true,
    }),
  );
  const city = data?.cityBySlug;
  const name = city?.name[language];
  usePageMeta(
    name
      ? intl.formatMessage({ id: 'city.meta.title' }, { city: name })
      : intl.formatMessage({ id: 'city.meta.fallback' }),
    city ? firstSentence(city.description[language]) : null,
  );
  const search = useMemo(
    () => `/search?${tripQuery({ city: slug, ...defaultTimes(new Date()) })}`,
    [slug],
  );

  if (loading) return <CitySkeleton />;
  if (error)
    return (
      <ErrorState
        message={intl.formatMessage({ id: 'city.error' })}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  if (!city)
    return (
      <MissingState
        title={<FormattedMessage id="city.missing.title" />}
        text={<FormattedMessage id="city.missing.text" />}
      >
        <OtherCities />
      </MissingState>
    );

  const shops = city.shops.nodes;
  return (
    <article>
      <CityAbout city={city} />

      <Section title={<FormattedMessage id="city.shops.title" values={{ count: shops.length }} />}>
        {shops.length === 0 ? (
          <StyledMuted>
            <FormattedMessage id="city.shops.empty" values={{ city: name }} />
          </StyledMuted>
        ) : (
          <>
            <ShopsMap
              shops={shops.map((shop) => ({
                id: shop.databaseId,
                name: shop.name,
                ...shop.location,
              }))}
              label={intl.formatMessage({ id: 'city.shops.map' }, { name })}
            />
            <StyledCardList>
              {shops.map((shop) => (
                <li key={shop.id}>
                  <ShopCard shop={shop} />
                </li>
              ))}
            </StyledCardList>
          </>
        )}
      </Section>

      {city.hostels.length > 0 && (
        <Section title={<FormattedMessage id="city.hostels.title" values={{ city: name }} />}>
          <StyledMuted>
            <FormattedMessage id="city.hostels.intro" />
          </StyledMuted>
          <StyledHostels>
            {city.hostels.map((hostel) => (
              <li key={hostel.id}>
                <HostelCard hostel={hostel} />
              </li>
            ))}
          </StyledHostels>
        </Section>
      )}

      <BookingBar
        action={
          <StyledButton as={Link} to={search} $block>
            <FormattedMessage id="city.search" values={{ city: name }} />
          </StyledButton>
        }
      />
    </article>
  );
}
