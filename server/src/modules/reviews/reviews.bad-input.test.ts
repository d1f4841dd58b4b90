import { describeBadInput, longText, type BadInputCase } from '../../../test/bad-input';

const day = 24 * 3600_000;
const tomorrow = () => new Date(Date.now() + day).toISOString();
const nextYear = () => `${new Date().getUTCFullYear() + 1}-01-15`;

const create = (body: Record<string, unknown>, field: string, name: string, status?: 404) =>
  ({
    name: `create review: ${name}`,
    method: 'POST',
    url: (w) => `/api/admin/review/create/${w.a.shopBike}`,
    body: () => ({ rating: 4, name: 'Minh', text: 'Easy to ride.', ...body }),
    field,
    caller: 'admin',
    ...(status ? { status } : {}),
  }) satisfies BadInputCase;

const update = (body: Record<string, unknown>, field: string, name: string) =>
  ({
    name: `update review: ${name}`,
    method: 'PUT',
    url: (w) => `/api/admin/review/update/${w.review}`,
    body: () => body,
    field,
    caller: 'admin',
  }) satisfies BadInputCase;

const byId = (
  method: 'POST' | 'GET' | 'PUT' | 'DELETE',
  path: string,
  id: string,
  status?: 404,
  field: string | null = 'id',
) =>
  ({
    name: `${method} ${path}: id ${id}`,
    method,
    url: () => `/api/admin/review/${path}/${id}`,
    ...(method === 'POST' || method === 'PUT' ? { body: () => ({ rating: 4, name: 'Minh' }) } : {}),
    field,
    caller: 'admin',
    ...(status ? { status } : {}),
  }) satisfies BadInputCase;

/** The same wrong value for create and update: each field wrong in each way. */
const both = (body: Record<string, unknown>, field: string, name: string) => [
  create(body, field, name),
  update(body, field, name),
];

describeBadInput('admin reviews', [
  create({ rating: undefined }, 'rating', 'rating missing'),
  create({ name: undefined }, 'name', 'name missing'),
  ...both({ rating: 0 }, 'rating', 'rating 0'),
  ...both({ rating: 6 }, 'rating', 'rating 6'),
  ...both({ rating: -1 }, 'rating', 'rating negative'),
  ...both({ rating: 2.5 }, 'rating', 'rating not whole'),
  ...both({ rating: '5' }, 'rating', 'rating a string'),
  ...both({ rating: 1e12 }, 'rating', 'rating huge'),
  ...both({ rating: null }, 'rating', 'rating null'),
  ...both({ name: '' }, 'name', 'name empty'),
  ...both({ name: '   ' }, 'name', 'name blank'),
  ...both({ name: longText(101) }, 'name', 'name over 100 characters'),
  ...both({ name: longText(201) }, 'name', 'name over-long'),
  ...both({ name: 42 }, 'name', 'name a number'),
  ...both({ name: null }, 'name', 'name null'),
  ...both({ text: longText(2001) }, 'text', 'text over 2000 characters'),
  ...both({ text: longText(5001) }, 'text', 'text over-long'),
  ...both({ text: 7 }, 'text', 'text a number'),
  ...both({ text: null }, 'text', 'text null'),
  ...both({ text: ['Great'] }, 'text', 'text a list'),
  ...both({ date: tomorrow() }, 'date', 'date tomorrow'),
  ...both({ date: nextYear() }, 'date', 'date next year'),
  ...both({ date: '2026-02-30' }, 'date', 'date impossible (30 February)'),
  ...both({ date: '2026-02-30T10:00:00+07:00' }, 'date', 'date-time impossible'),
  ...both({ date: '2026-13-01' }, 'date', 'date month 13'),
  ...both({ date: '2026-01-10T25:00:00Z' }, 'date', 'date hour 25'),
  ...both({ date: '2026-01-10T10:00:00' }, 'date', 'date-time without offset'),
  ...both({ date: 'yesterday' }, 'date', 'date not a date'),
  ...both({ date: '1999-12-31' }, 'date', 'date before 2000'),
  ...both({ date: 1767225600000 }, 'date', 'date a number'),
  ...both({ date: longText(41) }, 'date', 'date over-long'),
  ...both({ owner_reply: longText(2001) }, 'owner_reply', 'reply over 2000 characters'),
  ...both({ owner_reply: longText(5001) }, 'owner_reply', 'reply over-long'),
  ...both({ owner_reply: 12 }, 'owner_reply', 'reply a number'),
  ...both({ owner_reply: { text: 'Thanks' } }, 'owner_reply', 'reply an object'),
  ...both({ bike_id: 3 }, 'bike_id', 'bike id in the body'),
  ...both({ from_booking: true }, 'from_booking', 'from_booking set by the client'),
  ...both({ owner_replied_at: '2026-01-10' }, 'owner_replied_at', 'reply date set by the client'),

  byId('POST', 'create', '999999', 404),
  byId('POST', 'create', 'abc'),
  byId('POST', 'create', '0'),
  byId('POST', 'create', '99999999999'),
  byId('GET', 'find', '999999', 404, null),
  byId('GET', 'find', 'abc'),
  byId('GET', 'find', '-1'),
  byId('PUT', 'update', '999999', 404),
  byId('PUT', 'update', 'abc'),
  byId('PUT', 'update', '2.5'),
  byId('DELETE', 'delete', '999999', 404),
  byId('DELETE', 'delete', '-3'),
  byId('DELETE', 'delete', '99999999999'),
]);
