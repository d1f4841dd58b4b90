import { CombinedGraphQLErrors, type ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
import type { CreateBookingInput } from '../../gql/graphql';
import { mapUserErrors, problem, type FieldErrors, type Problem } from './reservationErrors';

export const CreateBookingMutation = graphql(`
  mutation CreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      booking {
        bookingNumber
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export type BookingOutcome =
  | { kind: 'booked'; bookingNumber: string }
  | { kind: 'refused'; fields: FieldErrors; problems: Problem[] };

/**
 * Sends the booking and says how it went: booked, or refused with errors beside fields and
 * problems of the trip. A lost answer is a problem with a retry (the idempotency key makes
 * the retry safe); too many bookings say when to try again.
 */
export async function sendBooking(
  client: ApolloClient,
  input: CreateBookingInput,
  isOffer: boolean,
): Promise<BookingOutcome> {
  try {
    const { data } = await client.mutate({ mutation: CreateBookingMutation, variables: { input } });
    const payload = data?.createBooking;
    if (payload?.booking) return { kind: 'booked', bookingNumber: payload.booking.bookingNumber };
    const { fields, problems } = mapUserErrors(payload?.userErrors ?? [], isOffer);
    const nothingSaid = problems.length === 0 && Object.keys(fields).length === 0;
    return { kind: 'refused', fields, problems: nothingSaid ? [problem('generic')] : problems };
  } catch (error) {
    const limited = CombinedGraphQLErrors.is(error)
      ? error.errors.find((e) => e.extensions?.code === 'RATE_LIMITED')
      : undefined;
    if (!limited) return { kind: 'refused', fields: {}, problems: [problem('network')] };
    const seconds = Number(limited.extensions?.retryAfter) || 600;
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return { kind: 'refused', fields: {}, problems: [problem('rateLimited', { minutes })] };
  }
}
