import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { BookingQuoteQuery } from './reservationQueries';
import type { BookingQuoteInput } from '../../gql/graphql';

/** Taps on a stepper come in bursts: the price is asked for once they settle. */
export const quoteDelayMs = 400;

/**
 * The server's price for the booking as it stands, asked for again (debounced) whenever the
 * input changes; the last price stays on screen meanwhile, so nothing jumps.
 */
export function useQuote(input: BookingQuoteInput) {
  const key = JSON.stringify(input);
  const [settledKey, setSettledKey] = useState(key);
  useEffect(() => {
    if (key === settledKey) return;
    const timer = setTimeout(() => setSettledKey(key), quoteDelayMs);
    return () => clearTimeout(timer);
  }, [key, settledKey]);
  const variables = useMemo(
    () => ({ input: JSON.parse(settledKey) as BookingQuoteInput }),
    [settledKey],
  );
  const result = useQuery(BookingQuoteQuery, { variables, notifyOnNetworkStatusChange: true });
  const data = result.data ?? result.previousData;
  return {
    price: data?.bookingQuote.price ?? null,
    userErrors: data?.bookingQuote.userErrors ?? [],
    updating: key !== settledKey || result.loading,
    failed: !result.loading && Boolean(result.error),
    retry: () => void result.refetch().catch(() => undefined),
  };
}
