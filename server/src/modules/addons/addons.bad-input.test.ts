import { describeBadInput, longText, type BadInputCase } from '../../../test/bad-input';

const url = '/api/admin/accessory';

const validAddon = {
  name_en: 'Rain poncho',
  name_vn: 'Áo mưa',
  icon: 'rain-poncho',
  type: 'accessory',
};

const create = (body: Record<string, unknown>, field: string, name: string) =>
  ({
    name: `create: ${name}`,
    method: 'POST',
    url: () => `${url}/create`,
    body: () => ({ ...validAddon, ...body }),
    field,
    caller: 'admin',
  }) satisfies BadInputCase;

const update = (body: Record<string, unknown>, field: string | null, name: string) =>
  ({
    name: `update: ${name}`,
    method: 'PUT',
    url: (w) => `${url}/update/${w.addon}`,
    body: () => body,
    field,
    caller: 'admin',
  }) satisfies BadInputCase;

/** Each way a field can be wrong, as [value, what is wrong]; the same for create and update. */
const wrongValues: [string, unknown, string][] = [
  ['name_en', '   ', 'blank'],
  ['name_en', longText(101), 'over 100 characters'],
  ['name_en', longText(201), 'over-long'],
  ['name_en', 42, 'a number'],
  ['name_en', null, 'null'],
  ['name_vn', '', 'empty'],
  ['name_vn', longText(101), 'over 100 characters'],
  ['name_vn', ['Áo mưa'], 'a list'],
  ['icon', ' ', 'blank'],
  ['icon', 'Rain-Poncho', 'upper case'],
  ['icon', 'rain poncho', 'with a space'],
  ['icon', 'rain_poncho!', 'with punctuation'],
  ['icon', '-poncho', 'starting with a dash'],
  ['icon', longText(51), 'over 50 characters'],
  ['icon', longText(101), 'over-long'],
  ['icon', 7, 'a number'],
  ['type', 'tool', 'unknown'],
  ['type', 'Accessory', 'in mixed case'],
  ['type', 1, 'a number'],
  ['type', null, 'null'],
  ['max_quantity', 0, 'zero'],
  ['max_quantity', -1, 'negative'],
  ['max_quantity', 100, 'over 99'],
  ['max_quantity', 1e12, 'huge'],
  ['max_quantity', 2.5, 'not whole'],
  ['max_quantity', '3', 'a string'],
  ['allow_multiple', 'yes', 'not a boolean'],
  ['allow_multiple', 1, 'a number'],
  ['explanation_en', longText(2001), 'over 2000 characters'],
  ['explanation_en', longText(5001), 'over-long'],
  ['explanation_vn', longText(2001), 'over 2000 characters'],
  ['explanation_vn', { text: 'x' }, 'an object'],
  ['price_per_day', -1, 'negative'],
  ['price_per_day', 100_000_001, 'over 100,000,000 VND'],
  ['price_per_day', 1e12, 'huge'],
  ['price_per_day', 1.5, 'not whole'],
  ['price_per_day', '5000', 'a string'],
  ['one_time_price', -50_000, 'negative'],
  ['one_time_price', 100_000_001, 'over 100,000,000 VND'],
  ['one_time_price', 0.1, 'not whole'],
  ['one_time_price', null, 'null'],
  ['is_active', 'true', 'a string'],
  ['is_active', 0, 'a number'],
  ['active', true, 'under its GraphQL name'],
  ['price', 5000, 'an unknown field'],
];

describeBadInput('add-on catalogue', [
  ...['name_en', 'name_vn', 'icon', 'type'].map((field) =>
    create({ [field]: undefined }, field, `${field} missing`),
  ),
  ...wrongValues.map(([field, value, what]) =>
    create({ [field]: value }, field, `${field} ${what}`),
  ),
  ...wrongValues.map(([field, value, what]) =>
    update({ [field]: value }, field, `${field} ${what}`),
  ),
  update({}, null, 'nothing to change'),
  {
    name: 'update: unknown id',
    method: 'PUT',
    url: () => `${url}/update/999999`,
    body: () => ({ price_per_day: 1000 }),
    field: 'id',
    caller: 'admin',
    status: 404,
  },
  {
    name: 'update: id not a number',
    method: 'PUT',
    url: () => `${url}/update/abc`,
    body: () => ({ price_per_day: 1000 }),
    field: 'id',
    caller: 'admin',
  },
  {
    name: 'update: id zero',
    method: 'PUT',
    url: () => `${url}/update/0`,
    body: () => ({ price_per_day: 1000 }),
    field: 'id',
    caller: 'admin',
  },
  {
    name: 'info: unknown id',
    method: 'GET',
    url: () => `${url}/999999/info`,
    field: null,
    caller: 'admin',
    status: 404,
  },
  {
    name: 'info: id huge',
    method: 'GET',
    url: () => `${url}/99999999999/info`,
    field: 'id',
    caller: 'admin',
  },
  {
    name: 'delete: unknown id',
    method: 'DELETE',
    url: () => `${url}/delete/999999`,
    field: 'id',
    caller: 'admin',
    status: 404,
  },
  {
    name: 'delete: id negative',
    method: 'DELETE',
    url: () => `${url}/delete/-3`,
    field: 'id',
    caller: 'admin',
  },
  {
    name: 'list: limit zero',
    method: 'GET',
    url: () => `${url}/list?limit=0`,
    field: 'limit',
    caller: 'admin',
  },
  {
    name: 'list: limit over 1000',
    method: 'GET',
    url: () => `${url}/list?limit=1001`,
    field: 'limit',
    caller: 'admin',
  },
]);
