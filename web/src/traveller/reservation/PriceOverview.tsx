import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { graphql } from '../../gql';
import type { PriceOverview_PriceFragment } from '../../gql/graphql';
import { StyledSkeleton } from '../../ui/Skeleton';
import { StyledCard, StyledCardTitle, StyledMuted } from './styles';

const priceId = 'reservation-price';

/** A price breakdown has no id: the quote unmasks this fragment for the component. */
export const PriceOverview_price = graphql(`
  fragment PriceOverview_price on PriceBreakdown {
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
      total
    }
  }
`);

const StyledLines = styled.dl`
  margin: 0;
  display: grid;
  gap: 8px;
  div {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 12px;
  }
  dt {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

const StyledDiscount = styled.div`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

const StyledTotal = styled.div`
  padding-top: 10px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 800;
  font-size: 1.15rem;
`;

const StyledDeposit = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2px;
  padding: 12px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.background};
  p {
    margin: 0;
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const StyledSkeletonLines = styled.div`
  display: grid;
  gap: 10px;
`;

const StyledHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
`;

const StyledUpdating = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

function Line({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The price as the server quotes it, recomputed as add-ons change; the deposit is shown
 * apart and never added (DESIGN.md section 3).
 */
export function PriceOverview({
  price,
  bagCount,
  deposit,
  updating,
  problem,
}: {
  price: PriceOverview_PriceFragment | null;
  bagCount: number;
  /** Null when the shop chose not to show it. */
  deposit: number | null;
  updating: boolean;
  /** Why there is no price (the quote refused, or could not be reached), with a way on. */
  problem?: ReactNode;
}) {
  const { money } = useMoney();
  return (
    <StyledCard aria-labelledby={priceId} aria-busy={updating}>
      <StyledHead>
        <StyledCardTitle id={priceId}>
          <FormattedMessage id="reservation.price.title" />
        </StyledCardTitle>
        <StyledUpdating role="status">
          {updating && price && <FormattedMessage id="reservation.price.updating" />}
        </StyledUpdating>
      </StyledHead>
      {problem}
      {price ? (
        <StyledLines>
          <Line
            label={
              <FormattedMessage
                id="reservation.price.bike"
                values={{ days: price.rentalDays, price: money(price.pricePerDay) }}
              />
            }
          >
            {money(price.bikeCost)}
          </Line>
          {price.discountAmount > 0 && (
            <StyledDiscount>
              <dt>
                <FormattedMessage id="reservation.price.discount" />
              </dt>
              <dd>−{money(price.discountAmount)}</dd>
            </StyledDiscount>
          )}
          {price.lines.map((line) => (
            <Line
              key={line.addonDatabaseId}
              label={
                <FormattedMessage
                  id="reservation.price.addon"
                  values={{ quantity: line.quantity, name: line.name }}
                />
              }
            >
              {line.total === 0 ? (
                <FormattedMessage id="reservation.price.free" />
              ) : (
                money(line.total)
              )}
            </Line>
          ))}
          {price.transferCost > 0 && (
            <Line label={<FormattedMessage id="reservation.price.transfer" />}>
              {money(price.transferCost)}
            </Line>
          )}
          {price.bagsCost > 0 && (
            <Line
              label={<FormattedMessage id="reservation.price.bags" values={{ count: bagCount }} />}
            >
              {money(price.bagsCost)}
            </Line>
          )}
          <StyledTotal>
            <dt>
              <FormattedMessage id="reservation.price.total" />
            </dt>
            <dd>{money(price.totalPrice)}</dd>
          </StyledTotal>
        </StyledLines>
      ) : (
        !problem && (
          <StyledSkeletonLines aria-hidden="true">
            <StyledSkeleton $height="1.2rem" />
            <StyledSkeleton $height="1.2rem" $width="70%" />
            <StyledSkeleton $height="1.5rem" />
          </StyledSkeletonLines>
        )
      )}
      {deposit !== null && deposit > 0 && (
        <StyledDeposit>
          <p>
            <FormattedMessage id="reservation.price.deposit" /> <strong>{money(deposit)}</strong>
          </p>
          <StyledMuted>
            <FormattedMessage id="reservation.price.depositNote" />
          </StyledMuted>
        </StyledDeposit>
      )}
    </StyledCard>
  );
}
