import type { IntlShape } from 'react-intl';
import type { FieldErrors } from '../catalogue/catalogueErrors';

export interface CityValues {
  nameEn: string;
  nameVn: string;
  slug: string;
  latitude: string;
  longitude: string;
  descriptionEn: string;
  descriptionVn: string;
}

export const emptyCity: CityValues = {
  nameEn: '',
  nameVn: '',
  slug: '',
  latitude: '',
  longitude: '',
  descriptionEn: '',
  descriptionVn: '',
};

/** The API's names of the fields (userErrors name them). */
export const cityFields = [
  'name_en',
  'name_vn',
  'slug',
  'latitude',
  'longitude',
  'description_en',
  'description_vn',
  'pictures',
  'picture_upload_id',
];

const coordinate = (value: string) => Number(value.trim().replace(',', '.'));

/** What the phone can tell before asking the API: names given, coordinates numbers in range. */
export function checkCity(values: CityValues, intl: IntlShape): FieldErrors {
  const errors: FieldErrors = {};
  const required = intl.formatMessage({ id: 'admin.catalogue.required' });
  if (!values.nameEn.trim()) errors.name_en = required;
  if (!values.nameVn.trim()) errors.name_vn = required;
  for (const [field, limit] of [
    ['latitude', 90],
    ['longitude', 180],
  ] as const) {
    const value = values[field];
    const number = coordinate(value);
    if (!value.trim()) errors[field] = required;
    else if (!Number.isFinite(number) || Math.abs(number) > limit)
      errors[field] = intl.formatMessage({ id: 'admin.cities.form.coordinateRange' }, { limit });
  }
  return errors;
}

/** The input of createCity / updateCity; an empty slug is left for the server to derive. */
export function cityInput(values: CityValues) {
  const slug = values.slug.trim();
  return {
    nameEn: values.nameEn.trim(),
    nameVn: values.nameVn.trim(),
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
    descriptionEn: values.descriptionEn.trim(),
    descriptionVn: values.descriptionVn.trim(),
    ...(slug ? { slug } : {}),
  };
}
