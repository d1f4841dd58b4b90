import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { graphql } from '../../gql';
import { StyledCard, StyledCardTitle } from '../../ui/formStyles';
import { useShopTime } from './bookingFormat';
import { StyledRows } from './bookingStyles';

export const BookingRental_order = graphql(`
  fragment BookingRental_order on ShopOrder {
    id
    bikeName
    unitLabel
    startAt
    endAt
    rentalDays
    storeName
    returnStoreName
    oneWay
    bagCount
    offerNumber
    partnerName
    items {
      addonDatabaseId
      name
      quantity
    }
  }
`);

/** The bike, when and where it is picked up and returned, and what comes with it. */
export function BookingRental({ order }: { order: FragmentType<typeof BookingRental_order> }) {
  const time = useShopTime();
  const { data, complete } = useFragment({ fragment: BookingRental_order, from: order });
  if (!complete) return null;
  return (
    <StyledCard aria-labelledby="booking-rental">
      <StyledCardTitle id="booking-rental">
        <FormattedMessage id="owner.booking.rental" />
      </StyledCardTitle>
      <StyledRows>
        <dt>
          <FormattedMessage id="owner.booking.bike" />
        </dt>
        <dd>
          {data.bikeName}
          {data.unitLabel && (
            <>
              {' '}
              (<FormattedMessage id="owner.booking.unit" values={{ unit: data.unitLabel }} />)
            </>
          )}
        </dd>
        <dt>
          <FormattedMessage id="owner.booking.pickup" />
        </dt>
        <dd>
          {time(data.startAt)}, {data.storeName}
        </dd>
        <dt>
          <FormattedMessage id="owner.booking.return" />
        </dt>
        <dd>
          {time(data.endAt)}, {data.returnStoreName}
          {data.oneWay && (
            <>
              {' '}
              (<FormattedMessage id="owner.booking.oneWay" />)
            </>
          )}
        </dd>
        <dt>
          <FormattedMessage id="owner.booking.days" />
        </dt>
        <dd>
          <FormattedMessage id="owner.booking.dayCount" values={{ days: data.rentalDays }} />
        </dd>
        <dt>
          <FormattedMessage id="owner.booking.addons" />
        </dt>
        <dd>
          {data.items.length === 0 && data.bagCount === 0 ? (
            <FormattedMessage id="owner.booking.noAddons" />
          ) : (
            <>
              {data.items.map((item) => (
                <div key={item.addonDatabaseId}>
                  {item.quantity} × {item.name}
                </div>
              ))}
              {data.bagCount > 0 && (
                <div>
                  <FormattedMessage id="owner.booking.bags" values={{ count: data.bagCount }} />
                </div>
              )}
            </>
          )}
        </dd>
        {data.offerNumber && (
          <>
            <dt>
              <FormattedMessage id="owner.booking.offer" />
            </dt>
            <dd>{data.offerNumber}</dd>
          </>
        )}
        {data.partnerName && (
          <>
            <dt>
              <FormattedMessage id="owner.booking.partner" />
            </dt>
            <dd>{data.partnerName}</dd>
          </>
        )}
      </StyledRows>
    </StyledCard>
  );
}
