import { defineMessages, type IntlShape } from 'react-intl';
import type { AddonType } from '../../gql/graphql';
import type { FieldErrors } from '../catalogue/catalogueErrors';

export const addonKindNames = defineMessages<AddonType>({
  ACCESSORY: { id: 'admin.addons.kind.ACCESSORY' },
  SERVICE: { id: 'admin.addons.kind.SERVICE' },
});

export interface AddonValues {
  type: AddonType;
  nameEn: string;
  nameVn: string;
  icon: string;
  explanationEn: string;
  explanationVn: string;
  pricePerDay: string;
  oneTimePrice: string;
  maxQuantity: string;
  allowMultiple: boolean;
  active: boolean;
}

export const emptyAddon: AddonValues = {
  type: 'ACCESSORY',
  nameEn: '',
  nameVn: '',
  icon: '',
  explanationEn: '',
  explanationVn: '',
  pricePerDay: '0',
  oneTimePrice: '0',
  maxQuantity: '1',
  allowMultiple: false,
  active: true,
};

/** The API's names of the fields (userErrors name them). */
export const addonFields = [
  'name_en',
  'name_vn',
  'icon',
  'max_quantity',
  'explanation_en',
  'explanation_vn',
  'price_per_day',
  'one_time_price',
];

const whole = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : NaN);

/** What the phone can tell before asking the API: names, icon, whole numbers in range. */
export function checkAddon(values: AddonValues, intl: IntlShape): FieldErrors {
  const errors: FieldErrors = {};
  const required = intl.formatMessage({ id: 'admin.catalogue.required' });
  if (!values.nameEn.trim()) errors.name_en = required;
  if (!values.nameVn.trim()) errors.name_vn = required;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(values.icon.trim()))
    errors.icon = intl.formatMessage({ id: 'admin.addons.form.iconRule' });
  for (const [key, field] of [
    ['pricePerDay', 'price_per_day'],
    ['oneTimePrice', 'one_time_price'],
  ] as const) {
    const price = whole(values[key]);
    if (!(price >= 0 && price <= 100_000_000))
      errors[field] = intl.formatMessage({ id: 'admin.addons.form.priceRule' });
  }
  const max = whole(values.maxQuantity);
  if (!(max >= 1 && max <= 99))
    errors.max_quantity = intl.formatMessage({ id: 'admin.addons.form.maxRule' });
  return errors;
}

export function addonInput(values: AddonValues) {
  return {
    type: values.type,
    nameEn: values.nameEn.trim(),
    nameVn: values.nameVn.trim(),
    icon: values.icon.trim(),
    explanationEn: values.explanationEn.trim(),
    explanationVn: values.explanationVn.trim(),
    pricePerDay: whole(values.pricePerDay),
    oneTimePrice: whole(values.oneTimePrice),
    maxQuantity: whole(values.maxQuantity),
    allowMultiple: values.allowMultiple,
    active: values.active,
  };
}
