import { defineMessages, type MessageDescriptor } from 'react-intl';

const problems = defineMessages({
  unavailable: { id: 'bike.quote.unavailable' },
  pickupClosed: { id: 'bike.quote.pickupClosed' },
  pickupTooFar: { id: 'bike.quote.pickupTooFar' },
  returnClosed: { id: 'bike.quote.returnClosed' },
  tooLong: { id: 'bike.quote.tooLong' },
  oneWay: { id: 'bike.quote.oneWay' },
  gone: { id: 'bike.quote.gone' },
  other: { id: 'bike.quote.other' },
});

interface QuoteError {
  code: string;
  field: string | null;
}

function problemOf({ code, field }: QuoteError): MessageDescriptor {
  if (code === 'BIKE_UNAVAILABLE') return problems.unavailable;
  switch (field) {
    case 'date_start_travel':
      return code === 'OUT_OF_RANGE' ? problems.pickupTooFar : problems.pickupClosed;
    case 'date_end_travel':
      return code === 'OUT_OF_RANGE' ? problems.tooLong : problems.returnClosed;
    case 'return_store_id':
    case 'store_transfer_id':
      return problems.oneWay;
    case 'bike_id':
      return problems.gone;
    default:
      return problems.other;
  }
}

/**
 * Why a rental cannot be booked, in plain words the visitor can act on (the API's messages
 * are English and written for developers), each reason once.
 */
export function quoteProblems(errors: readonly QuoteError[]): MessageDescriptor[] {
  return [...new Set(errors.map(problemOf))];
}
