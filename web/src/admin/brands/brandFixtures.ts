/** A brand as the API answers for the admin's brand screens. */
export const hondaBrand = {
  __typename: 'Brand' as const,
  id: 'QnJhbmQ6Nw',
  databaseId: 7,
  name: 'Honda',
  bikeTypes: ['SCOOTER', 'TOURING'],
  bikeCount: 2,
  bikeNames: [{ __typename: 'BikeName' as const, id: 'QmlrZU5hbWU6MQ', name: 'Vision 110' }],
};

export const brandsPage = (nodes: object[], hasNextPage = false, totalCount = nodes.length) => ({
  data: {
    brands: {
      __typename: 'BrandConnection',
      totalCount,
      pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: hasNextPage ? 'c1' : null },
      nodes,
    },
  },
});

export const userErrors = (field: string, code: string, message: string) => [
  { __typename: 'UserError' as const, field, code, message },
];
