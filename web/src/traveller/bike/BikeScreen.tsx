import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from '../../app/routing';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { useLanguage } from '../../app/LanguageProvider';
import { graphql } from '../../gql';
import { ErrorState } from '../../ui/ErrorState';
import { usePageMeta } from '../../ui/usePageMeta';
import { MissingState } from '../shop/MissingState';
import { globalId, restIdParam } from '../restIds';
import { BikeDetails } from './BikeDetails';
import { BikeSkeleton } from './BikeSkeleton';
import { useDeferredResult } from '../../ui/useDeferredResult';

/**
 * One query for the page: the bike, its shop's one-way transfers (`PublicShop.transfers`: 40
 * keep the query under the API's cost cap, each brings its shop's week) and the bike's special
 * offers. Only the price quote is asked for later, when the visitor checks the dates.
 */
export const BikeScreenQuery = graphql(`
  query BikeScreen($id: ID!) {
    publicBike(id: $id) {
      id
      databaseId
      name
      brand
      pricePerDay
      deposit
      rating {
        average
        count
      }
      requirements {
        ...RequirementList_requirements @unmask
      }
      includedAddons {
        id
        ...IncludedAddons_addon
      }
      shop {
        id
        databaseId
        name
        address
        city {
          id
          slug
          name {
            en
            vn
          }
        }
        schedule {
          ...RentalDates_schedule @unmask
          ...OpeningHours_schedule @unmask
        }
        transfers(first: 40) {
          nodes {
            id
            databaseId
            toShop {
              id
              databaseId
              city {
                id
                slug
                name {
                  en
                  vn
                }
              }
              schedule {
                ...RentalDates_schedule @unmask
              }
            }
            ...ReturnChoice_transfer
          }
        }
      }
      specialOffers(first: 20) {
        nodes {
          ...BikeOffers_offer @unmask
        }
      }
      ...BikeGallery_bike
      ...BikeSpecs_bike
    }
  }
`);

/** `/bikes/:shopBikeId?start=&end=&to=`: a bike at a shop, its price and availability. */
export default function BikeScreen() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { money } = useMoney();
  const { shopBikeId } = useParams();
  const restId = restIdParam(shopBikeId);
  const { data, loading, error, refetch } = useDeferredResult(
    useQuery(BikeScreenQuery, {
      variables: { id: restId ? globalId('ShopBike', restId) : '' },
      skip: restId === null,
      notifyOnNetworkStatusChange: true,
    }),
  );
  const bike = data?.publicBike;
  const city = bike?.shop.city.name[language];
  usePageMeta(
    bike
      ? intl.formatMessage({ id: 'bike.meta.title' }, { bike: bike.name, city })
      : intl.formatMessage({ id: 'bike.meta.fallback' }),
    bike
      ? intl.formatMessage(
          { id: 'bike.meta.description' },
          { bike: bike.name, shop: bike.shop.name, city, price: money(bike.pricePerDay) },
        )
      : null,
  );

  if (restId !== null && loading) return <BikeSkeleton />;
  if (error)
    return (
      <ErrorState
        message={intl.formatMessage({ id: 'bike.error' })}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  if (!bike)
    return (
      <MissingState
        title={<FormattedMessage id="bike.missing.title" />}
        text={<FormattedMessage id="bike.missing.text" />}
      />
    );
  return <BikeDetails key={bike.id} bike={bike} />;
}
