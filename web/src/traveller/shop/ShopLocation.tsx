import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from '../../ui/Button';
import { graphql } from '../../gql';
import { directionsUrl } from '../map/directions';
import { ShopsMap } from './ShopsMap';

export const ShopLocation_shop = graphql(`
  fragment ShopLocation_shop on PublicShop {
    id
    databaseId
    name
    address
    location {
      latitude
      longitude
    }
  }
`);

const StyledAddress = styled.address`
  font-style: normal;
  margin: 12px 0;
`;

/** Where the shop is: a map, the address and a route there in the visitor's map app. */
export function ShopLocation({ shop }: { shop: FragmentType<typeof ShopLocation_shop> }) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: ShopLocation_shop, from: shop });
  if (!complete) return null;
  return (
    <>
      <ShopsMap
        shops={[{ id: data.databaseId, name: data.name, ...data.location }]}
        label={intl.formatMessage({ id: 'shop.location.map' }, { name: data.name })}
      />
      <StyledAddress>{data.address}</StyledAddress>
      <StyledButton
        as="a"
        href={directionsUrl(data.location.latitude, data.location.longitude, data.address)}
        target="_blank"
        rel="noopener noreferrer"
        $variant="secondary"
        $block
      >
        <FormattedMessage id="shop.location.route" />
      </StyledButton>
    </>
  );
}
