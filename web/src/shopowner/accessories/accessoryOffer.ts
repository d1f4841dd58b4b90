import type { IntlShape } from 'react-intl';

/** The form's fields as typed (strings), the shops as their global ids. */
export interface OfferValues {
  pricePerDay: string;
  oneTimePrice: string;
  maxQuantity: string;
  storeIds: string[];
}

export type OfferField = 'addon' | 'pricePerDay' | 'oneTimePrice' | 'maxQuantity' | 'storeIds';
export type OfferErrors = Partial<Record<OfferField | 'form', string>>;

export const accessoriesPath = '/shopowner/accessories';
export const newAccessoryPath = '/shopowner/accessories/new';
export const accessoryPath = (addonDatabaseId: number) =>
  `/shopowner/accessories/${addonDatabaseId}`;

const maxPrice = 1_000_000_000;

const wholeNumber = (text: string): number | null =>
  /^\s*\d{1,10}\s*$/.test(text) ? Number(text) : null;

/** Checked before sending, with the server's own limits (it checks them again). */
export function checkOffer(values: OfferValues, maxAllowed: number, intl: IntlShape): OfferErrors {
  const errors: OfferErrors = {};
  const priceProblem = intl.formatMessage({ id: 'owner.accessories.form.price' });
  for (const field of ['pricePerDay', 'oneTimePrice'] as const) {
    const price = wholeNumber(values[field]);
    if (price === null || price > maxPrice) errors[field] = priceProblem;
  }
  const quantity = wholeNumber(values.maxQuantity);
  if (quantity === null || quantity < 1 || quantity > maxAllowed)
    errors.maxQuantity = intl.formatMessage(
      { id: 'owner.accessories.form.max' },
      { max: maxAllowed },
    );
  if (values.storeIds.length === 0)
    errors.storeIds = intl.formatMessage({ id: 'owner.accessories.form.pickShop' });
  return errors;
}

export function offerNumbers(values: OfferValues) {
  return {
    pricePerDay: Number(values.pricePerDay),
    oneTimePrice: Number(values.oneTimePrice),
    maxQuantity: Number(values.maxQuantity),
  };
}

const apiFields: Record<string, OfferField> = {
  price_per_day: 'pricePerDay',
  one_time_price: 'oneTimePrice',
  max_quantity: 'maxQuantity',
  store_ids: 'storeIds',
  accessoryId: 'addon',
  id: 'addon',
};

/** The API's userErrors beside their inputs (`store_ids.2` on the shops); others above the form. */
export function errorsOfApi(userErrors: readonly { field: string | null; message: string }[]) {
  const errors: OfferErrors = {};
  for (const { field, message } of userErrors) {
    const key = (field && apiFields[field.split('.')[0]]) || 'form';
    errors[key] = errors[key] ? `${errors[key]} ${message}` : message;
  }
  return errors;
}
