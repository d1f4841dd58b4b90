import { describeBadInput, type BadInputCase } from '../../../test/bad-input';

const day = 24 * 3600 * 1000;
const at = (days: number) => encodeURIComponent(new Date(Date.now() + days * day).toISOString());

const search = (name: string, query: string, field: string | null): BadInputCase[] =>
  ['/api/bikes/list', '/api/bikes/list/get-filters'].map((path) => ({
    name: `${path}: ${name}`,
    method: 'GET',
    url: (w) => `${path}?${query.replace('{city}', String(w.city))}`,
    field,
  }));

describeBadInput('bike search', [
  ...search('no city', '', 'city'),
  ...search('a city that is not an id', 'city=hanoi', 'city'),
  ...search('an unknown sort', 'city={city}&sort_type=cheapest', 'sort_type'),
  ...search('a malformed shop list', 'city={city}&stores=1,,2', 'stores'),
  ...search('a shop list of words', 'city={city}&stores=a,b', 'stores'),
  ...search('a malformed category list', 'city={city}&bike_categories=1;2', 'bike_categories'),
  ...search('an unknown bike type', 'city={city}&bike_types=scooter,hovercraft', 'bike_types'),
  ...search('an empty item in the bike types', 'city={city}&bike_types=scooter,', 'bike_types'),
  ...search('an unknown currency', 'city={city}&currency=gbp', 'currency'),
  ...search('a negative price', 'city={city}&min_price_per_day=-1', 'min_price_per_day'),
  ...search(
    'max below min',
    'city={city}&min_price_per_day=200000&max_price_per_day=100000',
    'max_price_per_day',
  ),
  ...search('only a start date', `city={city}&date_start_travel=${at(7)}`, 'date_end_travel'),
  ...search('only an end date', `city={city}&date_end_travel=${at(9)}`, 'date_start_travel'),
  ...search(
    'dates out of order',
    `city={city}&date_start_travel=${at(9)}&date_end_travel=${at(7)}`,
    'date_end_travel',
  ),
  ...search(
    'the same start and end',
    `city={city}&date_start_travel=${at(9)}&date_end_travel=${at(9)}`,
    'date_end_travel',
  ),
  ...search(
    'a start in the past',
    `city={city}&date_start_travel=${at(-1)}&date_end_travel=${at(2)}`,
    'date_start_travel',
  ),
  ...search(
    'a date that does not exist',
    'city={city}&date_start_travel=2031-02-30&date_end_travel=2031-03-04',
    'date_start_travel',
  ),
  // Only the list pages; the facets take no limit.
  ...search('a limit over 1000', 'city={city}&limit=1001', 'limit').slice(0, 1),
]);
