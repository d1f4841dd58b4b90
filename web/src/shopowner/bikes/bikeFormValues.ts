import type { CreateBikeInput } from '../../gql/graphql';

export type Gear = 'AUTOMATIC' | 'SEMI_AUTOMATIC' | 'MANUAL';

export interface ShopChoice {
  offered: boolean;
  units: string;
  /** Empty: the default price. */
  price: string;
}

/** The form as typed: numbers stay text until sent, so a half-typed value is kept. */
export interface BikeFormValues {
  name: string;
  categoryId: string;
  bikeType: string;
  brandId: string;
  bikeNameId: string;
  power: string;
  weight: string;
  topSpeed: string;
  gearType: Gear | '';
  defaultPrice: string;
  depositPrice: string;
  showDepositPrice: boolean;
  passport: boolean;
  copyOfPassport: boolean;
  minimumAge: string;
  showMinimumAge: boolean;
  driversLicenseCategory: string;
  showDriversLicenseCategory: boolean;
  drivingExperience: string;
  showDrivingExperience: boolean;
  /** By the shop's global id. */
  shops: Record<string, ShopChoice>;
}

export const emptyValues: BikeFormValues = {
  name: '',
  categoryId: '',
  bikeType: '',
  brandId: '',
  bikeNameId: '',
  power: '',
  weight: '',
  topSpeed: '',
  gearType: '',
  defaultPrice: '',
  depositPrice: '',
  showDepositPrice: true,
  passport: false,
  copyOfPassport: false,
  minimumAge: '18',
  showMinimumAge: true,
  driversLicenseCategory: '',
  showDriversLicenseCategory: false,
  drivingExperience: '0',
  showDrivingExperience: false,
  shops: {},
};

/** Whole numbers as typed on a phone ("150.000", "150 000"): digits only. */
export function wholeNumber(text: string): number | undefined {
  const digits = text.replace(/[\s.,]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : undefined;
}

/** The power may have a decimal comma or point. */
export function decimalNumber(text: string): number | undefined {
  const normal = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normal) ? Number(normal) : undefined;
}

export type FieldErrors = Partial<Record<string, string>>;

/** What the API's userErrors name (snake_case paths) -> the form's field. */
const fieldOfApi: Record<string, keyof BikeFormValues> = {
  name: 'name',
  bike_category: 'categoryId',
  bike_type: 'bikeType',
  gear_type: 'gearType',
  power: 'power',
  weight: 'weight',
  top_speed: 'topSpeed',
  default_price: 'defaultPrice',
  deposit_price: 'depositPrice',
  bike_brand: 'brandId',
  bike_name: 'bikeNameId',
  minimum_age: 'minimumAge',
  drivers_license_category: 'driversLicenseCategory',
  driving_experience: 'drivingExperience',
};

/**
 * The API's errors beside their inputs: bike fields by name, `shops.N.units` and
 * `shops.N.price_per_day` as `units:<storeId>` / `price:<storeId>`; the rest for the form.
 */
export function errorsOf(
  userErrors: { field: string | null; message: string }[],
  sentShops: string[],
): { fields: FieldErrors; form: string[] } {
  const fields: FieldErrors = {};
  const form: string[] = [];
  for (const { field, message } of userErrors) {
    const shop = field ? /^shops\.(\d+)\.(units|price_per_day|store_id)$/.exec(field) : null;
    if (shop && sentShops[Number(shop[1])]) {
      const kind = shop[2] === 'price_per_day' ? 'price' : 'units';
      fields[`${kind}:${sentShops[Number(shop[1])]}`] = message;
    } else if (field && field in fieldOfApi) {
      fields[fieldOfApi[field]] = message;
    } else form.push(message);
  }
  return { fields, form };
}

/** The shops offered, in the order sent (the errors name them by index). */
export function offeredShops(values: BikeFormValues): string[] {
  return Object.entries(values.shops)
    .filter(([, choice]) => choice.offered)
    .map(([storeId]) => storeId);
}

/** What the form can tell before sending: missing choices and numbers that are not numbers. */
export function checkValues(values: BikeFormValues, messages: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = messages.required;
  for (const key of ['categoryId', 'bikeType', 'brandId', 'gearType'] as const)
    if (!values[key]) errors[key] = messages.choose;
  if (decimalNumber(values.power) === undefined) errors.power = messages.number;
  for (const key of [
    'weight',
    'topSpeed',
    'defaultPrice',
    'depositPrice',
    'minimumAge',
    'drivingExperience',
  ] as const)
    if (wholeNumber(values[key]) === undefined) errors[key] = messages.number;
  const shops = offeredShops(values);
  if (shops.length === 0) errors.shops = messages.shops;
  for (const storeId of shops) {
    const choice = values.shops[storeId];
    if (wholeNumber(choice.units) === undefined) errors[`units:${storeId}`] = messages.number;
    if (choice.price.trim() && wholeNumber(choice.price) === undefined)
      errors[`price:${storeId}`] = messages.number;
  }
  return errors;
}

/** The input of createBike and updateShopBike (without the shop bike's id). */
export function inputOf(values: BikeFormValues): CreateBikeInput {
  return {
    name: values.name.trim(),
    categoryId: values.categoryId,
    bikeType: values.bikeType as CreateBikeInput['bikeType'],
    brandId: values.brandId,
    bikeNameId: values.bikeNameId || null,
    power: decimalNumber(values.power),
    weight: wholeNumber(values.weight),
    topSpeed: wholeNumber(values.topSpeed),
    gearType: values.gearType || undefined,
    defaultPrice: wholeNumber(values.defaultPrice),
    depositPrice: wholeNumber(values.depositPrice),
    showDepositPrice: values.showDepositPrice,
    passport: values.passport,
    copyOfPassport: values.copyOfPassport,
    minimumAge: wholeNumber(values.minimumAge),
    showMinimumAge: values.showMinimumAge,
    driversLicenseCategory: values.driversLicenseCategory.trim() || null,
    showDriversLicenseCategory: values.showDriversLicenseCategory,
    drivingExperience: wholeNumber(values.drivingExperience),
    showDrivingExperience: values.showDrivingExperience,
    shops: offeredShops(values).map((storeId) => {
      const choice = values.shops[storeId];
      return {
        storeId,
        units: wholeNumber(choice.units),
        pricePerDay: choice.price.trim() ? (wholeNumber(choice.price) ?? null) : null,
      };
    }),
  };
}
