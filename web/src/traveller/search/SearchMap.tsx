import { useIntl } from 'react-intl';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { graphql } from '../../gql';
import type { SearchMap_FacetsFragment } from '../../gql/graphql';
import { LazyShopMap } from '../map/ShopMap';

export const SearchMap_facets = graphql(`
  fragment SearchMap_facets on BikeSearchFacets {
    shops {
      count
      minPricePerDay
      shop {
        databaseId
        name
        location {
          latitude
          longitude
        }
      }
    }
  }
`);

/** The shops of the search on a map, each marker leading to the list of its bikes. */
export function SearchMap({
  facets: data,
  hrefForShop,
}: {
  /** Facets have no id: the fragment is spread `@unmask`. */
  facets: SearchMap_FacetsFragment;
  hrefForShop(shopId: number): string;
}) {
  const intl = useIntl();
  const { money } = useMoney();
  const markers = data.shops.map(({ shop, minPricePerDay }) => ({
    id: String(shop.databaseId),
    latitude: shop.location.latitude,
    longitude: shop.location.longitude,
    label: shop.name,
    price: intl.formatMessage({ id: 'search.map.from' }, { price: money(minPricePerDay) }),
    href: hrefForShop(shop.databaseId),
  }));
  return (
    <LazyShopMap
      markers={markers}
      label={intl.formatMessage({ id: 'search.map.label' })}
      height={420}
    />
  );
}
