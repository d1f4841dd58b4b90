import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { graphql } from '../../gql';
import type { BikePriceOverview_PriceFragment } from '../../gql/graphql';

/** Spread `@unmask`: a price breakdown has no id. */
export const BikePriceOverview_price = graphql(`
  fragment BikePriceOverview_price on PriceBreakdown {
    rentalDays
    pricePerDay
    bikeCost
    discountAmount
    transferCost
    bagsCost
    addonsCost
    totalPrice
    depositPrice
    lines {
      addonDatabaseId
      name
      quantity
      total
    }
  }
`);

const StyledList = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 6px;
`;

const StyledLine = styled.div<{ $total?: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding-top: ${({ $total }) => ($total ? '8px' : '0')};
  border-top: ${({ $total, theme }) => ($total ? `1px solid ${theme.colors.border}` : 'none')};
  font-weight: ${({ $total }) => ($total ? 800 : 400)};
  font-size: ${({ $total }) => ($total ? '1.15rem' : '1rem')};
  dt,
  dd {
    margin: 0;
  }
  dd {
    white-space: nowrap;
    text-align: right;
  }
`;

const StyledNote = styled.p`
  margin: 12px 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

function Line({ term, amount, total }: { term: ReactNode; amount: string; total?: boolean }) {
  return (
    <StyledLine $total={total}>
      <dt>{term}</dt>
      <dd>{amount}</dd>
    </StyledLine>
  );
}

/** The price of the rental line by line, the total, and the deposit paid apart. */
export function BikePriceOverview({ price }: { price: BikePriceOverview_PriceFragment }) {
  const { money } = useMoney();
  return (
    <>
      <StyledList>
        <Line
          term={
            <FormattedMessage
              id="bike.price.days"
              values={{ price: money(price.pricePerDay), days: price.rentalDays }}
            />
          }
          amount={money(price.bikeCost)}
        />
        {price.discountAmount > 0 && (
          <Line
            term={<FormattedMessage id="bike.price.discount" />}
            amount={`−${money(price.discountAmount)}`}
          />
        )}
        {price.lines.map((line) => (
          <Line
            key={line.addonDatabaseId}
            term={
              <FormattedMessage
                id="bike.price.addon"
                values={{ name: line.name, quantity: line.quantity }}
              />
            }
            amount={money(line.total)}
          />
        ))}
        {price.transferCost > 0 && (
          <Line
            term={<FormattedMessage id="bike.price.transfer" />}
            amount={money(price.transferCost)}
          />
        )}
        {price.bagsCost > 0 && (
          <Line term={<FormattedMessage id="bike.price.bags" />} amount={money(price.bagsCost)} />
        )}
        <Line
          total
          term={<FormattedMessage id="bike.price.total" />}
          amount={money(price.totalPrice)}
        />
        {price.depositPrice > 0 && (
          <Line
            term={<FormattedMessage id="bike.price.deposit" />}
            amount={money(price.depositPrice)}
          />
        )}
      </StyledList>
      <StyledNote>
        <FormattedMessage id="bike.price.cash" />
      </StyledNote>
    </>
  );
}
