import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { graphql } from '../../gql';
import { StyledSkeleton } from '../../ui/Skeleton';
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

const mapHeight = 420;

const StyledMapPlaceholder = styled(StyledSkeleton)`
  border-radius: ${({ theme }) => theme.radius};
`;

/** The map's space while the shops load, so the results below it stay where they are. */
export function SearchMapPlaceholder() {
  return <StyledMapPlaceholder aria-hidden="true" $height={`${mapHeight}px`} />;
}

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
      height={mapHeight}
    />
  );
}
