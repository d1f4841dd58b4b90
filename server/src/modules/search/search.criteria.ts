import { BikeType } from '../../generated/prisma/enums';
import { databaseIdOf } from '../../graphql/global-id';
import { BadInputError, type FieldErrors } from '../../shared/errors';
import { parseCurrency, type Currency } from '../currency/currency';
import { rentalDaysBetween, shopZoneOffset, startOfShopDay } from '../../shared/shop-time';

export enum BikeSort {
  PRICE_ASC = 'PRICE_ASC',
  PRICE_DESC = 'PRICE_DESC',
  REVIEWS_DESC = 'REVIEWS_DESC',
  POWER_ASC = 'POWER_ASC',
  POWER_DESC = 'POWER_DESC',
}

/** What a traveller asks for, as GraphQL receives it (ids are global IDs). */
export interface SearchFilterInput {
  cityId: string;
  destinationCityId?: string | null;
  storeIds?: string[] | null;
  bikeTypes?: string[] | null;
  categoryIds?: string[] | null;
  minPricePerDay?: number | null;
  maxPricePerDay?: number | null;
  currency?: string | null;
  sort?: BikeSort | null;
  dateStartTravel?: string | null;
  dateEndTravel?: string | null;
}

/** A moment of the trip; `wholeDay` when only a date was given (the hour comes later). */
export interface TravelTime {
  at: Date;
  wholeDay: boolean;
}

export interface TravelPeriod {
  start: TravelTime;
  end: TravelTime;
  rentalDays: number;
}

/** The checked search: database ids, the currency, and the period when dates were given. */
export interface SearchCriteria {
  cityId: number;
  /** One way: return in this city; null returns the bike where it was picked up. */
  destinationCityId: number | null;
  storeIds: number[] | null;
  bikeTypes: BikeType[] | null;
  categoryIds: number[] | null;
  /** Bounds of the price per day, in `currency`. */
  minPricePerDay: number | null;
  maxPricePerDay: number | null;
  currency: Currency;
  sort: BikeSort;
  period: TravelPeriod | null;
}

export const searchLimits = { listItems: 100 } as const;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/i;

/** A date (a day in Vietnam) or a date-time (Vietnamese time when it names no zone). */
function parseTravelTime(text: string): TravelTime | null {
  const trimmed = text.trim();
  const date = datePattern.exec(trimmed);
  if (date) {
    const at = new Date(`${trimmed}T00:00:00${shopZoneOffset}`);
    return validDay(at, date, 7) ? { at, wholeDay: true } : null;
  }
  const dateTime = dateTimePattern.exec(trimmed);
  if (!dateTime) return null;
  const at = new Date(dateTime[7] ? trimmed : `${trimmed}${shopZoneOffset}`);
  if (Number(dateTime[4]) > 23 || Number(dateTime[5]) > 59 || Number(dateTime[6] ?? 0) > 59)
    return null;
  return Number.isNaN(at.getTime()) ? null : { at, wholeDay: false };
}

/** Rejects days that Date would roll over, such as 2027-02-30. */
function validDay(at: Date, parts: RegExpExecArray, offsetHours: number): boolean {
  if (Number.isNaN(at.getTime())) return false;
  const local = new Date(at.getTime() + offsetHours * 3600 * 1000);
  return (
    local.getUTCFullYear() === Number(parts[1]) &&
    local.getUTCMonth() + 1 === Number(parts[2]) &&
    local.getUTCDate() === Number(parts[3])
  );
}

function period(
  startText: string | null | undefined,
  endText: string | null | undefined,
  now: Date,
  errors: FieldErrors,
): TravelPeriod | null {
  const hasStart = startText != null && startText !== '';
  const hasEnd = endText != null && endText !== '';
  if (!hasStart && !hasEnd) return null;
  if (!hasStart) errors.date_start_travel = 'give the start of the trip with its end';
  if (!hasEnd) errors.date_end_travel = 'give the end of the trip with its start';
  if (!hasStart || !hasEnd) return null;
  const start = parseTravelTime(startText);
  const end = parseTravelTime(endText);
  if (!start) errors.date_start_travel = 'use an ISO date or date-time, e.g. 2027-03-10T09:00';
  if (!end) errors.date_end_travel = 'use an ISO date or date-time, e.g. 2027-03-13T09:00';
  if (!start || !end) return null;
  const inPast = start.wholeDay
    ? start.at.getTime() < startOfShopDay(now).getTime()
    : start.at.getTime() <= now.getTime();
  if (inPast) errors.date_start_travel = 'must be in the future';
  else if (end.at.getTime() <= start.at.getTime())
    errors.date_end_travel = 'must be after the start of the trip';
  if (inPast || end.at.getTime() <= start.at.getTime()) return null;
  return { start, end, rentalDays: rentalDaysBetween(start.at, end.at) };
}

function ids(
  values: string[] | null | undefined,
  typeName: string,
  field: string,
  errors: FieldErrors,
): number[] | null {
  if (values == null || values.length === 0) return null;
  if (values.length > searchLimits.listItems) {
    errors[field] = `give at most ${searchLimits.listItems} ids`;
    return null;
  }
  try {
    return [...new Set(values.map((value) => databaseIdOf(value, typeName, field)))];
  } catch {
    errors[field] = `not a list of ${typeName} ids`;
    return null;
  }
}

function bikeTypes(values: string[] | null | undefined, errors: FieldErrors): BikeType[] | null {
  if (values == null || values.length === 0) return null;
  const known = Object.values(BikeType) as string[];
  const types = values.map((value) => value.trim().toUpperCase());
  const unknown = types.find((type) => !known.includes(type));
  if (unknown !== undefined || types.length > searchLimits.listItems) {
    errors.bike_types = `use bike types among ${known.map((t) => t.toLowerCase()).join(', ')}`;
    return null;
  }
  return [...new Set(types)] as BikeType[];
}

function price(value: number | null | undefined, field: string, errors: FieldErrors) {
  if (value == null) return null;
  if (!Number.isFinite(value) || value < 0) {
    errors[field] = 'give an amount, 0 or more';
    return null;
  }
  return value;
}

/** Checks everything a traveller gave; one BAD_USER_INPUT naming every field at fault. */
export function searchCriteria(input: SearchFilterInput, now = new Date()): SearchCriteria {
  const errors: FieldErrors = {};
  let cityId = 0;
  let destinationCityId: number | null = null;
  let currency: Currency = 'dong';
  try {
    cityId = databaseIdOf(input.cityId, 'City', 'city');
  } catch {
    errors.city = 'not a city id';
  }
  try {
    if (input.destinationCityId != null)
      destinationCityId = databaseIdOf(input.destinationCityId, 'City', 'city_destination');
  } catch {
    errors.city_destination = 'not a city id';
  }
  try {
    currency = parseCurrency(input.currency);
  } catch {
    errors.currency = 'use one of eur, usd, dong';
  }
  const criteria: SearchCriteria = {
    cityId,
    // Returning in the city of pickup is no one-way trip.
    destinationCityId: destinationCityId === cityId ? null : destinationCityId,
    storeIds: ids(input.storeIds, 'Store', 'stores', errors),
    bikeTypes: bikeTypes(input.bikeTypes, errors),
    categoryIds: ids(input.categoryIds, 'Category', 'bike_categories', errors),
    minPricePerDay: price(input.minPricePerDay, 'min_price_per_day', errors),
    maxPricePerDay: price(input.maxPricePerDay, 'max_price_per_day', errors),
    currency,
    sort: input.sort ?? BikeSort.PRICE_ASC,
    period: period(input.dateStartTravel, input.dateEndTravel, now, errors),
  };
  if (
    criteria.minPricePerDay !== null &&
    criteria.maxPricePerDay !== null &&
    criteria.minPricePerDay > criteria.maxPricePerDay
  ) {
    errors.max_price_per_day = 'must not be below min_price_per_day';
  }
  if (Object.keys(errors).length > 0) {
    throw new BadInputError('Some search parameters are not valid', errors);
  }
  return criteria;
}
