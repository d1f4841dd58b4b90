import type { RestRoute } from '../route';

export const currencyRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/user/currency/list',
    access: 'public',
    summary: 'Exchange rates (VND per unit): USD first, EUR second',
    tags: ['traveller'],
    operation: `query RestCurrencyList($first: Int, $after: String) {
      currencyRates(first: $first, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes { code rate value symbol label }
      }
    }`,
    pageThrough: 'currencyRates',
    resultPath: 'currencyRates.nodes',
  },
];
