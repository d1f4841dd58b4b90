import { useCallback, useState } from 'react';
import { defaultPhoneRegion } from './phoneCountries';
import {
  driverFields,
  validateDriverField,
  type DriverField,
  type DriverValues,
  type ErrorText,
} from './reservationErrors';

export type DriverInput = 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'phoneRegion';

function emptyDriver(): DriverValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phoneRegion: defaultPhoneRegion(),
    phoneNumber: '',
    terms: false,
  };
}

/**
 * The rider's fields and the errors found before sending: checked when a field is left (if
 * something was typed) and on submit; an error shown goes as soon as it is fixed.
 * `onEdit` hears which field changed (the API's error there is then out of date).
 */
export function useDriverForm(onEdit: (field: DriverField, typed: boolean) => void) {
  const [values, setValues] = useState<DriverValues>(emptyDriver);
  const [errors, setErrors] = useState<Partial<Record<DriverField, ErrorText>>>({});

  const recheck = (field: DriverField, next: DriverValues, always: boolean) =>
    setErrors(({ [field]: shown, ...rest }) => {
      if (!shown && !always) return rest;
      const error = validateDriverField(field, next);
      return error ? { ...rest, [field]: error } : rest;
    });

  const change = (input: DriverInput, value: string) => {
    const next = { ...values, [input]: value };
    setValues(next);
    const field: DriverField = input === 'phoneNumber' || input === 'phoneRegion' ? 'phone' : input;
    onEdit(field, value.trim() !== '');
    recheck(field, next, false);
  };

  const blur = (field: DriverField) => {
    const typed = field === 'phone' ? values.phoneNumber : field === 'terms' ? '' : values[field];
    if (typed.trim() || errors[field]) recheck(field, values, true);
  };

  const setTerms = (accepted: boolean) => {
    const next = { ...values, terms: accepted };
    setValues(next);
    onEdit('terms', true);
    recheck('terms', next, true);
  };

  /** Every field at once (on submit): the errors, also shown beside their fields. */
  const validateAll = useCallback(() => {
    const found: Partial<Record<DriverField, ErrorText>> = {};
    for (const field of driverFields) {
      const error = validateDriverField(field, values);
      if (error) found[field] = error;
    }
    setErrors(found);
    return found;
  }, [values]);

  return { values, errors, change, blur, setTerms, validateAll };
}
