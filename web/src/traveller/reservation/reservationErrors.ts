import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { UserErrorCode } from '../../gql/graphql';

/** The parts of the form an error can sit beside. */
export type FieldKey = 'firstName' | 'lastName' | 'email' | 'phone' | 'terms' | 'addons' | 'bags';

/** Problems with the trip itself, each with its own way on. */
export type ProblemKey =
  | 'start'
  | 'end'
  | 'offerDates'
  | 'unavailable'
  | 'bikeGone'
  | 'oneWay'
  | 'hold'
  | 'holdMissing'
  | 'offerGone'
  | 'rateLimited'
  | 'network'
  | 'alreadyBooked'
  | 'generic';

/** The element each field's error points to (and the summary links to). */
export const fieldIds: Record<FieldKey, string> = {
  firstName: 'reservation-first-name',
  lastName: 'reservation-last-name',
  email: 'reservation-email',
  phone: 'reservation-phone',
  terms: 'reservation-terms',
  addons: 'reservation-accessories',
  bags: 'reservation-bags',
};

export const errorMessages = defineMessages({
  firstNameRequired: { id: 'reservation.error.firstName.required' },
  lastNameRequired: { id: 'reservation.error.lastName.required' },
  nameTooLong: { id: 'reservation.error.name.tooLong' },
  emailRequired: { id: 'reservation.error.email.required' },
  emailInvalid: { id: 'reservation.error.email.invalid' },
  emailLimit: { id: 'reservation.error.email.limit' },
  phoneRequired: { id: 'reservation.error.phone.required' },
  phoneInvalid: { id: 'reservation.error.phone.invalid' },
  terms: { id: 'reservation.error.terms' },
  addons: { id: 'reservation.error.addons' },
  addonsOfferOnly: { id: 'reservation.error.addonsOfferOnly' },
  bags: { id: 'reservation.error.bags' },
  start: { id: 'reservation.error.start' },
  end: { id: 'reservation.error.end' },
  offerDates: { id: 'reservation.error.offerDates' },
  unavailable: { id: 'reservation.error.unavailable' },
  bikeGone: { id: 'reservation.error.bikeGone' },
  oneWay: { id: 'reservation.error.oneWay' },
  hold: { id: 'reservation.error.hold' },
  holdMissing: { id: 'reservation.error.holdMissing' },
  offerGone: { id: 'reservation.error.offerGone' },
  rateLimited: { id: 'reservation.error.rateLimited' },
  network: { id: 'reservation.error.network' },
  alreadyBooked: { id: 'reservation.error.alreadyBooked' },
  generic: { id: 'reservation.error.generic' },
});

export interface ErrorText {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

export type FieldErrors = Partial<Record<FieldKey, ErrorText>>;

export interface Problem extends ErrorText {
  key: ProblemKey;
}

const problemTexts: Record<ProblemKey, MessageDescriptor> = {
  start: errorMessages.start,
  end: errorMessages.end,
  offerDates: errorMessages.offerDates,
  unavailable: errorMessages.unavailable,
  bikeGone: errorMessages.bikeGone,
  oneWay: errorMessages.oneWay,
  hold: errorMessages.hold,
  holdMissing: errorMessages.holdMissing,
  offerGone: errorMessages.offerGone,
  rateLimited: errorMessages.rateLimited,
  network: errorMessages.network,
  alreadyBooked: errorMessages.alreadyBooked,
  generic: errorMessages.generic,
};

export function problem(key: ProblemKey, values?: Record<string, string | number>): Problem {
  return { key, message: problemTexts[key], values };
}

export interface ApiUserError {
  field: string | null;
  code: UserErrorCode;
  message: string;
}

/** The API names fields as its REST facade does (`user.email`); camelCase is taken too. */
function fieldError(field: string, code: UserErrorCode): [FieldKey, ErrorText] | null {
  const name = field.replace(/^(user|customer)\./, '').toLowerCase();
  const tooLong = code === 'OUT_OF_RANGE' || code === 'TOO_LONG';
  switch (name) {
    case 'firstname':
      return [
        'firstName',
        { message: tooLong ? errorMessages.nameTooLong : errorMessages.firstNameRequired },
      ];
    case 'lastname':
      return [
        'lastName',
        { message: tooLong ? errorMessages.nameTooLong : errorMessages.lastNameRequired },
      ];
    case 'email':
      return [
        'email',
        {
          message: code === 'LIMIT_REACHED' ? errorMessages.emailLimit : errorMessages.emailInvalid,
        },
      ];
    case 'phone':
      return ['phone', { message: errorMessages.phoneInvalid }];
    case 'terms_accepted':
    case 'termsaccepted':
      return ['terms', { message: errorMessages.terms }];
    case 'bag_count':
    case 'bagcount':
      return ['bags', { message: errorMessages.bags }];
  }
  if (/^(accessories|addons)(\.|$)/.test(name))
    return ['addons', { message: errorMessages.addons }];
  return null;
}

function problemOf(field: string | null, code: UserErrorCode, isOffer: boolean): ProblemKey {
  if (code === 'BIKE_UNAVAILABLE') return 'unavailable';
  switch (field) {
    case 'date_start_travel':
    case 'startAt':
      return isOffer && code === 'OUT_OF_RANGE' ? 'offerDates' : 'start';
    case 'date_end_travel':
    case 'endAt':
      return isOffer && code === 'OUT_OF_RANGE' ? 'offerDates' : 'end';
    case 'bike_id':
    case 'shopBikeId':
      return 'bikeGone';
    case 'offer_id':
    case 'offerId':
      return 'offerGone';
    case 'hold_token':
    case 'holdToken':
      return code === 'REQUIRED' ? 'holdMissing' : 'hold';
    case 'return_store_id':
    case 'returnStoreId':
    case 'store_transfer_id':
    case 'storeTransferId':
      return 'oneWay';
    case 'idempotency_key':
    case 'idempotencyKey':
      return 'alreadyBooked';
    default:
      return 'generic';
  }
}

/** The API's `userErrors`, beside their fields or as problems of the trip (one of each kind). */
export function mapUserErrors(
  userErrors: readonly ApiUserError[],
  isOffer: boolean,
): { fields: FieldErrors; problems: Problem[] } {
  const fields: FieldErrors = {};
  const problems: Problem[] = [];
  for (const error of userErrors) {
    const mapped = error.field ? fieldError(error.field, error.code) : null;
    if (mapped) {
      const [key, text] = mapped;
      if (key === 'addons' && isOffer && /own add-ons/i.test(error.message))
        fields.addons = { message: errorMessages.addonsOfferOnly };
      else fields[key] ??= text;
      continue;
    }
    const key = problemOf(error.field, error.code, isOffer);
    if (!problems.some((p) => p.key === key)) problems.push(problem(key));
  }
  return { fields, problems };
}

const emailPattern = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export interface DriverValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneRegion: string;
  phoneNumber: string;
  terms: boolean;
}

export type DriverField = Extract<FieldKey, 'firstName' | 'lastName' | 'email' | 'phone' | 'terms'>;

export const driverFields: DriverField[] = ['firstName', 'lastName', 'email', 'phone', 'terms'];

/** What the API would refuse, said before sending, in words that say how to fix it. */
export function validateDriverField(field: DriverField, values: DriverValues): ErrorText | null {
  switch (field) {
    case 'firstName':
    case 'lastName': {
      const length = values[field].trim().length;
      if (length === 0)
        return {
          message:
            field === 'firstName'
              ? errorMessages.firstNameRequired
              : errorMessages.lastNameRequired,
        };
      return length > 100 ? { message: errorMessages.nameTooLong } : null;
    }
    case 'email': {
      const email = values.email.trim();
      if (!email) return { message: errorMessages.emailRequired };
      return emailPattern.test(email) && email.length <= 254
        ? null
        : { message: errorMessages.emailInvalid };
    }
    case 'phone': {
      const typed = values.phoneNumber.trim();
      if (!typed) return { message: errorMessages.phoneRequired };
      const digits = typed.replace(/\D/g, '').length;
      return /^[+\d\s().-]+$/.test(typed) && digits >= 6 && digits <= 15
        ? null
        : { message: errorMessages.phoneInvalid };
    }
    case 'terms':
      return values.terms ? null : { message: errorMessages.terms };
  }
}
