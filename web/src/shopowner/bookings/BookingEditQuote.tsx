import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { graphql } from '../../gql';
import type { UpdateShopOrderInput } from '../../gql/graphql';

export const BookingEditQuoteQuery = graphql(`
  query BookingEditQuote($input: UpdateShopOrderInput!) {
    shopOrderEditQuote(input: $input) {
      quote {
        rentalDays
        price {
          totalPrice
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

/** Waits until the owner pauses typing before asking again. */
export const quoteDelayMs = 300;

/** `value` once it has stayed the same for `delayMs`; null until then. */
function useSettled(value: string | null, delayMs: number): string | null {
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (value === null) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return value === null ? null : settled;
}

/**
 * The booking as the changed form would save it, priced by the server (the same checks as
 * saving, nothing written); the last answer stays while the next is on its way.
 */
export function useEditQuote(input: UpdateShopOrderInput, edited: boolean) {
  const key = JSON.stringify(input);
  const settledKey = useSettled(edited ? key : null, quoteDelayMs);
  const { data, previousData, loading } = useQuery(BookingEditQuoteQuery, {
    variables: { input: settledKey ? (JSON.parse(settledKey) as UpdateShopOrderInput) : input },
    skip: settledKey === null,
    fetchPolicy: 'network-only',
  });
  const answer = (data ?? previousData)?.shopOrderEditQuote;
  const current = settledKey === key && !loading && data !== undefined;
  return {
    total: edited ? (answer?.quote?.price.totalPrice ?? null) : null,
    /** What saving would refuse; only for the values on screen. */
    userErrors: current ? data.shopOrderEditQuote.userErrors : [],
    refused: current && data.shopOrderEditQuote.quote === null,
    pending: edited && !current,
  };
}

const StyledQuote = styled.output`
  display: grid;
  gap: 4px;
  min-height: 4.5rem;
  padding: 12px 16px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
`;

const StyledTotals = styled.span`
  font-size: 1.125rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const StyledDifference = styled.span`
  font-variant-numeric: tabular-nums;
`;

/** Old total → new total and the difference, as the traveller sees a quote. */
export function BookingEditQuote({
  oldTotal,
  quote,
}: {
  oldTotal: number;
  quote: ReturnType<typeof useEditQuote>;
}) {
  const { money } = useMoney();
  const labelId = useId();
  const newTotal = quote.refused ? null : quote.total;
  const difference = newTotal === null ? 0 : newTotal - oldTotal;
  const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
  return (
    <StyledQuote aria-labelledby={labelId} aria-busy={quote.pending}>
      <span id={labelId}>
        <FormattedMessage id="owner.bookingEdit.total" />
      </span>
      <StyledTotals>
        {newTotal === null ? (
          money(oldTotal)
        ) : (
          <FormattedMessage
            id="owner.bookingEdit.totalChange"
            values={{ old: money(oldTotal), new: money(newTotal) }}
          />
        )}
      </StyledTotals>
      <StyledDifference>
        {quote.refused ? (
          <FormattedMessage id="owner.bookingEdit.totalRefused" />
        ) : newTotal === null ? (
          <FormattedMessage id="owner.bookingEdit.totalHint" />
        ) : (
          <FormattedMessage
            id="owner.bookingEdit.difference"
            values={{ amount: `${sign}${money(Math.abs(difference))}` }}
          />
        )}
      </StyledDifference>
    </StyledQuote>
  );
}
