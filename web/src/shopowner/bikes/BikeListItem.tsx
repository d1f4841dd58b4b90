import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ChevronIcon } from '../../app/icons';
import { Link } from '../../app/routing';
import { graphql } from '../../gql';
import { editBikePath, photoSource } from './bikeIds';

export const BikeListItem_shopBike = graphql(`
  fragment BikeListItem_shopBike on ShopBike {
    id
    databaseId
    bike {
      id
      name
      photos {
        side
        front
        back
      }
      shopBikes {
        id
        storeName
        unitCount
        pricePerDay
      }
    }
  }
`);

const StyledItem = styled(Link)`
  display: grid;
  grid-template-columns: 88px minmax(0, 1fr) auto;
  align-items: center;
  gap: 12px;
  min-height: 88px;
  padding: 12px 16px;
  color: inherit;
  text-decoration: none;
`;

const StyledPhoto = styled.div`
  width: 88px;
  height: 66px;
  border-radius: 8px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.border};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledText = styled.div`
  display: grid;
  gap: 4px;
  min-width: 0;
  overflow-wrap: anywhere;
  strong {
    font-size: 1.05rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

/** A bike in the owner's list: its photo, name, and where it is offered with units and price. */
export function BikeListItem({
  shopBike,
}: {
  shopBike: FragmentType<typeof BikeListItem_shopBike>;
}) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: BikeListItem_shopBike, from: shopBike });
  if (!complete) return null;
  const { bike } = data;
  const photo = bike.photos.side ?? bike.photos.front ?? bike.photos.back;
  return (
    <StyledItem to={editBikePath(data.databaseId)}>
      <StyledPhoto>{photo && <img src={photoSource(photo)} alt="" loading="lazy" />}</StyledPhoto>
      <StyledText>
        <strong>{bike.name}</strong>
        <ul>
          {bike.shopBikes.map((offered) => (
            <li key={offered.id}>
              <FormattedMessage
                id="owner.bikes.list.offered"
                values={{
                  shop: offered.storeName,
                  units: offered.unitCount,
                  price: intl.formatNumber(offered.pricePerDay, {
                    style: 'currency',
                    currency: 'VND',
                  }),
                }}
              />
            </li>
          ))}
        </ul>
      </StyledText>
      <ChevronIcon />
    </StyledItem>
  );
}
