import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from '../../app/routing';
import styled from 'styled-components';
import { useLanguage } from '../../app/LanguageProvider';
import { graphql } from '../../gql';
import { ErrorState } from '../../ui/ErrorState';
import { usePageMeta } from '../../ui/usePageMeta';
import { pictureSources, columnSizes } from '../bike/pictureSources';
import { readTrip, writeTrip } from '../trip/trip';
import { MissingState } from './MissingState';
import { Section } from './Section';
import { OpeningHours } from './OpeningHours';
import { RatingBadge } from './RatingBadge';
import { ReviewList } from './ReviewList';
import { ShopBikeCard } from './ShopBikeCard';
import { ShopContact } from './ShopContact';
import { ShopLocation } from './ShopLocation';
import { ShopSkeleton } from './ShopSkeleton';
import { globalId, restIdParam } from '../restIds';
import { StyledCardList, StyledHero, StyledMuted, StyledScreenTitle } from './screenStyles';
import { useDeferredResult } from '../../ui/useDeferredResult';

export const ShopScreenQuery = graphql(`
  query ShopScreen($id: ID!) {
    publicShop(id: $id) {
      id
      name
      address
      pictureUrl
      bikeCount
      rating {
        average
        count
      }
      city {
        id
        slug
        name {
          en
          vn
        }
      }
      schedule {
        ...OpeningHours_schedule @unmask
      }
      bikes {
        id
        ...ShopBikeCard_bike
      }
      latestReviews(first: 10) {
        id
        ...ReviewList_review
      }
      ...ShopContact_shop
      ...ShopLocation_shop
    }
  }
`);

const StyledCity = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.tap};
`;

const StyledFacts = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2px;
`;

/** The trip a visitor came with, carried on to the bikes (`?start=&end=&to=`). */
function tripSearch(params: URLSearchParams): string {
  const { start, end, to } = readTrip(params);
  const query = writeTrip({ start, end, to }).toString();
  return query ? `?${query}` : '';
}

/** `/shops/:shopId`: a rental shop, its hours, bikes, reviews, contact and location. */
export default function ShopScreen() {
  const intl = useIntl();
  const { language } = useLanguage();
  const titleId = useId();
  const { shopId } = useParams();
  const [params] = useSearchParams();
  const restId = restIdParam(shopId);
  const { data, loading, error, refetch } = useDeferredResult(
    useQuery(ShopScreenQuery, {
      variables: { id: restId ? globalId('Store', restId) : '' },
      skip: restId === null,
      notifyOnNetworkStatusChange: true,
    }),
  );
  const shop = data?.publicShop;
  const cityName = shop?.city.name[language];
  usePageMeta(
    shop
      ? intl.formatMessage({ id: 'shop.meta.title' }, { shop: shop.name, city: cityName })
      : intl.formatMessage({ id: 'shop.meta.fallback' }),
    shop
      ? intl.formatMessage(
          { id: 'shop.meta.description' },
          { shop: shop.name, city: cityName, count: shop.bikeCount },
        )
      : null,
  );

  if (restId !== null && loading) return <ShopSkeleton />;
  if (error)
    return (
      <ErrorState
        message={intl.formatMessage({ id: 'shop.error' })}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  if (!shop)
    return (
      <MissingState
        title={<FormattedMessage id="shop.missing.title" />}
        text={<FormattedMessage id="shop.missing.text" />}
      />
    );

  const search = tripSearch(params);
  return (
    <article aria-labelledby={titleId}>
      {shop.pictureUrl ? (
        <StyledHero
          {...pictureSources(shop.pictureUrl)}
          sizes={columnSizes}
          alt=""
          width={800}
          height={450}
          fetchPriority="high"
        />
      ) : null}
      <StyledScreenTitle id={titleId}>{shop.name}</StyledScreenTitle>
      <StyledFacts>
        <StyledMuted>{shop.address}</StyledMuted>
        <RatingBadge average={shop.rating.average} count={shop.rating.count} />
        <StyledCity to={`/cities/${shop.city.slug}`}>
          <FormattedMessage id="shop.city" values={{ city: cityName }} />
        </StyledCity>
      </StyledFacts>

      <Section title={<FormattedMessage id="shop.hours.title" />}>
        <OpeningHours schedule={shop.schedule} />
      </Section>

      <Section
        title={<FormattedMessage id="shop.bikes.title" values={{ count: shop.bikes.length }} />}
      >
        {shop.bikes.length === 0 ? (
          <StyledMuted>
            <FormattedMessage id="shop.bikes.empty" />
          </StyledMuted>
        ) : (
          <StyledCardList>
            {shop.bikes.map((bike) => (
              <li key={bike.id}>
                <ShopBikeCard bike={bike} search={search} />
              </li>
            ))}
          </StyledCardList>
        )}
      </Section>

      <Section title={<FormattedMessage id="shop.reviews.title" />}>
        {shop.latestReviews.length === 0 ? (
          <StyledMuted>
            <FormattedMessage id="shop.reviews.empty" />
          </StyledMuted>
        ) : (
          <ReviewList reviews={shop.latestReviews} />
        )}
      </Section>

      <Section title={<FormattedMessage id="shop.contact.title" />}>
        <ShopContact shop={shop} />
      </Section>

      <Section title={<FormattedMessage id="shop.location.title" />}>
        <ShopLocation shop={shop} />
      </Section>
    </article>
  );
}
