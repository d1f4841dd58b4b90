import { defineMessages, type IntlShape } from 'react-intl';
import { userErrorText as ownerUserErrorText, type ApiUserError } from '../ui/userErrorText';

export type { ApiUserError };

const texts = defineMessages({
  REQUIRED: { id: 'owner.shops.error.required' },
  TOO_LONG: { id: 'owner.shops.error.tooLong' },
  INVALID: { id: 'owner.shops.error.invalid' },
  OUT_OF_RANGE: { id: 'owner.shops.error.range' },
  NOT_FOUND: { id: 'owner.shops.error.gone' },
  noHours: { id: 'owner.shops.error.noHours' },
  cityLinked: { id: 'owner.shops.error.cityLinked' },
  transferExists: { id: 'owner.shops.error.transferExists' },
  otherCity: { id: 'owner.shops.error.otherCity' },
});

/** The API's user error in the owner's language, saying what to do (its own words are English). */
export function userErrorText(intl: IntlShape, error: ApiUserError): string {
  if (
    error.code === 'INVALID_STATE' &&
    (error.field === 'online' || error.field === 'store_schedule')
  )
    return intl.formatMessage(texts.noHours);
  if (error.code === 'INVALID_STATE' && error.field === 'city_id')
    return intl.formatMessage(texts.cityLinked);
  if (error.code === 'ALREADY_EXISTS') return intl.formatMessage(texts.transferExists);
  if (error.code === 'INVALID' && error.field === 'to_store_id')
    return intl.formatMessage(texts.otherCity);
  // An opening slot's own problem (overlapping another, closing before it opens) says more.
  if (error.code === 'INVALID' && error.field?.startsWith('store_schedule.'))
    return ownerUserErrorText(intl, error);
  const known = texts[error.code as keyof typeof texts];
  return known ? intl.formatMessage(known) : ownerUserErrorText(intl, error);
}
