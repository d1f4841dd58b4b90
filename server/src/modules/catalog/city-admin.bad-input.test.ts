import { adminCase, describeBadInput, longText } from '../../../test/bad-input';
import type { World } from '../../../test/world';

const createUrl = () => '/api/admin/city/create';
const updateUrl = (w: World) => `/api/admin/city/update/${w.city}`;

const valid = {
  name_en: 'Hoi An',
  name_vn: 'Hội An',
  latitude: 15.88,
  longitude: 108.33,
};

const admin = adminCase;

/** A create with one field changed (undefined: left out). */
const create = (what: string, changes: Record<string, unknown>, field: string | null) => {
  const body: Record<string, unknown> = { ...valid, ...changes };
  for (const key of Object.keys(changes)) if (changes[key] === undefined) delete body[key];
  return admin(`create: ${what}`, 'POST', createUrl, body, field);
};

const update = (what: string, body: Record<string, unknown>, field: string | null) =>
  admin(`update: ${what}`, 'PUT', updateUrl, body, field);

const elevenPictures = Array.from({ length: 11 }, (_, i) => `cities/p${i}.jpg`);

/** Each field wrong in each way; for update the same body alone, the rest left as it is. */
const fieldCases: [string, Record<string, unknown>, string][] = [
  ['name_en blank', { name_en: '   ' }, 'name_en'],
  ['name_en over 100 characters', { name_en: longText(101) }, 'name_en'],
  ['name_en over the body cap', { name_en: longText(201) }, 'name_en'],
  ['name_en a number', { name_en: 5 }, 'name_en'],
  ['name_en null', { name_en: null }, 'name_en'],
  ['name_vn blank', { name_vn: '' }, 'name_vn'],
  ['name_vn over 100 characters', { name_vn: ` ${longText(101)} ` }, 'name_vn'],
  ['name_vn a list', { name_vn: ['Hội An'] }, 'name_vn'],
  ['description_en over 5000 characters', { description_en: longText(5001) }, 'description_en'],
  ['description_en an object', { description_en: { en: 'x' } }, 'description_en'],
  ['description_vn over 5000 characters', { description_vn: longText(5001) }, 'description_vn'],
  ['description_vn over the body cap', { description_vn: longText(10001) }, 'description_vn'],
  ['description_vn a boolean', { description_vn: true }, 'description_vn'],
  ['latitude over 90', { latitude: 90.5 }, 'latitude'],
  ['latitude under -90', { latitude: -91 }, 'latitude'],
  ['latitude huge', { latitude: 1e308 }, 'latitude'],
  ['latitude a string', { latitude: '15.88' }, 'latitude'],
  ['latitude null', { latitude: null }, 'latitude'],
  ['longitude over 180', { longitude: 180.01 }, 'longitude'],
  ['longitude under -180', { longitude: -200 }, 'longitude'],
  ['longitude a string', { longitude: 'east' }, 'longitude'],
  ['sort_order negative', { sort_order: -1 }, 'sort_order'],
  ['sort_order a fraction', { sort_order: 1.5 }, 'sort_order'],
  ['sort_order over 32 bits', { sort_order: 2147483648 }, 'sort_order'],
  ['sort_order a string', { sort_order: '3' }, 'sort_order'],
  ['slug blank', { slug: '' }, 'slug'],
  ['slug with capitals and spaces', { slug: 'Hoi An' }, 'slug'],
  ['slug with diacritics', { slug: 'hội-an' }, 'slug'],
  ['slug with a double hyphen', { slug: 'hoi--an' }, 'slug'],
  ['slug ending in a hyphen', { slug: 'hoi-an-' }, 'slug'],
  ['slug over 100 characters', { slug: 'a'.repeat(101) }, 'slug'],
  ['slug a number', { slug: 42 }, 'slug'],
  ['pictures not a list', { pictures: 'cities/a.jpg' }, 'pictures'],
  ['pictures with a number', { pictures: [7] }, 'pictures.0'],
  ['pictures over 10', { pictures: elevenPictures }, 'pictures'],
  ['pictures over the body cap', { pictures: [...elevenPictures, ...elevenPictures] }, 'pictures'],
  ['pictures with an unknown key', { pictures: ['cities/nowhere.jpg'] }, 'pictures'],
  ['pictures with a path out of the store', { pictures: ['../secrets.jpg'] }, 'pictures'],
  ['pictures with a staged upload', { pictures: ['staged/1/abc.jpg'] }, 'pictures'],
  ['pictures with an empty key', { pictures: [''] }, 'pictures'],
  ['an unknown field', { population: 1000 }, 'population'],
];

describeBadInput('admin cities', [
  create('name_en missing', { name_en: undefined }, 'name_en'),
  create('name_vn missing', { name_vn: undefined }, 'name_vn'),
  create('latitude missing', { latitude: undefined }, 'latitude'),
  create('longitude missing', { longitude: undefined }, 'longitude'),
  create('no slug can be made of name_en', { name_en: '東京 !!' }, 'slug'),
  admin('create: not an object', 'POST', createUrl, ['Hoi An'] as never, null),
  ...fieldCases.map(([what, changes, field]) => create(what, changes, field)),
  ...fieldCases.map(([what, body, field]) => update(what, body, field)),
  admin('update: unknown id', 'PUT', () => '/api/admin/city/update/999999', valid, 'id', 404),
  admin('update: id not a number', 'PUT', () => '/api/admin/city/update/hue', valid, 'id'),
  admin('update: id zero', 'PUT', () => '/api/admin/city/update/0', valid, 'id'),
  admin('update: id negative', 'PUT', () => '/api/admin/city/update/-4', valid, 'id'),
  admin('update: id over 32 bits', 'PUT', () => '/api/admin/city/update/4294967296', valid, 'id'),
  admin(
    'delete: unknown id',
    'DELETE',
    () => '/api/admin/city/delete/999999',
    undefined,
    'id',
    404,
  ),
  admin('delete: id not a number', 'DELETE', () => '/api/admin/city/delete/x1', undefined, 'id'),
  admin('delete: id a fraction', 'DELETE', () => '/api/admin/city/delete/1.5', undefined, 'id'),
  admin(
    'delete: a city with shops',
    'DELETE',
    (w) => `/api/admin/city/delete/${w.city}`,
    undefined,
    'id',
    409,
  ),
]);
