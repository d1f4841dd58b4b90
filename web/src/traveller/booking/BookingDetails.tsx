import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { graphql } from '../../gql';
import type { BookingDetails_BookingFragment } from '../../gql/graphql';
import { StyledSkeleton } from '../../ui/Skeleton';
import { StyledCard } from './bookingStyles';
import { Card } from './Card';
import { useDateTime } from './bookingFormat';

/**
 * Booking has no id, so Apollo cannot normalise it and `useFragment` finds nothing to read:
 * screens spread this fragment with `@unmask` and hand its data over.
 */
export const BookingDetails_booking = graphql(`
  fragment BookingDetails_booking on Booking {
    bookingNumber
    bikeName
    startAt
    endAt
    rentalDays
    bagCount
    offerNumber
    pickupStore {
      databaseId
      name
      address
      phone
    }
    returnStore {
      databaseId
      name
      address
      phone
    }
    price {
      pricePerDay
      rentalDays
      bikeCost
      discountAmount
      transferCost
      bagsCost
      totalPrice
      depositPrice
      lines {
        addonDatabaseId
        name
        quantity
        pricePerDay
        oneTimePrice
        total
      }
    }
  }
`);

type Shop = BookingDetails_BookingFragment['pickupStore'];

const StyledRows = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 6px 12px;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const StyledDates = styled(StyledRows)`
  grid-template-columns: auto minmax(0, 1fr);
  dd {
    text-align: left;
    font-weight: 600;
  }
`;

const StyledTotal = styled.div<{ $ruled: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 12px;
  padding-top: ${({ $ruled }) => ($ruled ? '10px' : '0')};
  border-top: ${({ $ruled, theme }) => ($ruled ? `1px solid ${theme.colors.border}` : 'none')};
  font-weight: 700;
  font-size: 1.15rem;
`;

const StyledDeposit = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 12px;
  padding: 10px 12px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.background};
  span:last-child {
    font-weight: 600;
    white-space: nowrap;
  }
`;

const StyledCash = styled.p`
  margin: 0;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledDays = styled.p`
  margin: 0;
  font-weight: 600;
`;

const StyledShopName = styled.p`
  margin: 0;
  font-weight: 600;
`;

const StyledAddress = styled.p`
  margin: 0;
`;

const StyledShopLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const StyledShopLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.tap};
  padding: 0 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  font-variant-numeric: tabular-nums;
`;

export function mapsUrl(shop: Shop): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${shop.name}, ${shop.address}`,
  )}`;
}

function ShopContact({ shop }: { shop: Shop }) {
  const intl = useIntl();
  return (
    <>
      <StyledShopName>{shop.name}</StyledShopName>
      <StyledAddress>{shop.address}</StyledAddress>
      <StyledShopLinks>
        <StyledShopLink
          href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}
          aria-label={intl.formatMessage({ id: 'booking.shop.call' }, { phone: shop.phone })}
        >
          <span aria-hidden="true">☎&nbsp;</span>
          {shop.phone}
        </StyledShopLink>
        <StyledShopLink href={mapsUrl(shop)} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="booking.shop.directions" />
        </StyledShopLink>
      </StyledShopLinks>
    </>
  );
}

function PriceCard({
  price,
  bagCount,
  offerNumber,
  lines,
}: {
  price: BookingDetails_BookingFragment['price'];
  bagCount: number;
  offerNumber: string | null;
  lines: boolean;
}) {
  const { money } = useMoney();
  return (
    <Card title={<FormattedMessage id="booking.price.title" />}>
      {lines && (
        <StyledRows>
          <dt>
            <FormattedMessage
              id="booking.price.bike"
              values={{ price: money(price.pricePerDay), days: price.rentalDays }}
            />
          </dt>
          <dd>{money(price.bikeCost)}</dd>
          {price.discountAmount > 0 && (
            <>
              <dt>
                <FormattedMessage id="booking.price.discount" values={{ offer: offerNumber }} />
              </dt>
              <dd>−{money(price.discountAmount)}</dd>
            </>
          )}
          {price.lines.map((line) => (
            <PriceLine key={line.addonDatabaseId} line={line} />
          ))}
          {price.transferCost > 0 && (
            <>
              <dt>
                <FormattedMessage id="booking.price.transfer" />
              </dt>
              <dd>{money(price.transferCost)}</dd>
            </>
          )}
          {price.bagsCost > 0 && (
            <>
              <dt>
                <FormattedMessage id="booking.price.bags" values={{ count: bagCount }} />
              </dt>
              <dd>{money(price.bagsCost)}</dd>
            </>
          )}
        </StyledRows>
      )}
      <StyledTotal $ruled={lines}>
        <span>
          <FormattedMessage id="booking.price.total" />
        </span>
        <span>{money(price.totalPrice)}</span>
      </StyledTotal>
      <StyledDeposit>
        <span>
          <FormattedMessage id="booking.price.deposit" />
        </span>
        <span>
          {price.depositPrice > 0 ? (
            money(price.depositPrice)
          ) : (
            <FormattedMessage id="booking.price.noDeposit" />
          )}
        </span>
      </StyledDeposit>
      <StyledCash>
        <FormattedMessage id="booking.price.cash" />
      </StyledCash>
    </Card>
  );
}

function PriceLine({ line }: { line: BookingDetails_BookingFragment['price']['lines'][number] }) {
  const { money } = useMoney();
  return (
    <>
      <dt>
        <FormattedMessage
          id="booking.price.addon"
          values={{ name: line.name, quantity: line.quantity }}
        />
      </dt>
      <dd>
        {line.total > 0 ? money(line.total) : <FormattedMessage id="booking.price.included" />}
      </dd>
    </>
  );
}

/**
 * What was booked: the bike and dates, where to pick it up and bring it back, and the price as
 * quoted (deposit apart, cash at pickup). `priceLines={false}` shows only the total.
 */
export function BookingDetails({
  booking,
  priceLines = true,
}: {
  booking: BookingDetails_BookingFragment;
  priceLines?: boolean;
}) {
  const dateTime = useDateTime();
  const sameShop = booking.pickupStore.databaseId === booking.returnStore.databaseId;
  return (
    <>
      <Card title={booking.bikeName}>
        <StyledDates>
          <dt>
            <FormattedMessage id="booking.pickup" />
          </dt>
          <dd>{dateTime(booking.startAt)}</dd>
          <dt>
            <FormattedMessage id="booking.return" />
          </dt>
          <dd>{dateTime(booking.endAt)}</dd>
        </StyledDates>
        <StyledDays>
          <FormattedMessage id="booking.rentalDays" values={{ days: booking.rentalDays }} />
        </StyledDays>
      </Card>
      <Card title={<FormattedMessage id="booking.pickupShop" />}>
        <ShopContact shop={booking.pickupStore} />
        {sameShop && (
          <StyledCash>
            <FormattedMessage id="booking.sameShop" />
          </StyledCash>
        )}
      </Card>
      {!sameShop && (
        <Card title={<FormattedMessage id="booking.returnShop" />}>
          <ShopContact shop={booking.returnStore} />
        </Card>
      )}
      <PriceCard
        price={booking.price}
        bagCount={booking.bagCount}
        offerNumber={booking.offerNumber}
        lines={priceLines}
      />
    </>
  );
}

/** The shape of the details while they load, so nothing jumps when they arrive. */
export function BookingDetailsSkeleton() {
  return (
    <>
      <StyledCard aria-hidden="true">
        <StyledSkeleton $height="1.4rem" $width="60%" />
        <StyledSkeleton $height="1rem" $width="85%" />
        <StyledSkeleton $height="1rem" $width="85%" />
        <StyledSkeleton $height="1rem" $width="40%" />
      </StyledCard>
      <StyledCard aria-hidden="true">
        <StyledSkeleton $height="1.4rem" $width="45%" />
        <StyledSkeleton $height="1rem" $width="70%" />
        <StyledSkeleton $height="1rem" $width="90%" />
        <StyledSkeleton $height="44px" $width="70%" $radius="999px" />
      </StyledCard>
      <StyledCard aria-hidden="true">
        <StyledSkeleton $height="1.4rem" $width="35%" />
        <StyledSkeleton $height="1rem" />
        <StyledSkeleton $height="1.4rem" />
        <StyledSkeleton $height="2.6rem" />
      </StyledCard>
    </>
  );
}
