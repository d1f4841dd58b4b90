import { toGlobalId } from '../../graphql/global-id';
import { idParam, type RestRoute } from '../route';

const cityFields = `
  id: databaseId
  slug
  name { en vn }
  description { en vn }
  picture: pictureUrl
  pictures: pictureUrls
  latitude
  longitude
  shop_count: shopCount
`;

export const catalogRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/cities/list',
    access: 'public',
    summary: 'Every city, in display order',
    tags: ['traveller'],
    operation: `query RestCityList($first: Int, $after: String) {
      cities(first: $first, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes { ${cityFields} }
      }
    }`,
    pageThrough: 'cities',
    resultPath: 'cities.nodes',
  },
  {
    method: 'GET',
    path: '/api/cities/info/{id}',
    access: 'public',
    summary: 'One city',
    tags: ['traveller'],
    operation: `query RestCityInfo($id: ID!) {
      city: node(id: $id) { ... on City { ${cityFields} } }
    }`,
    params: idParam(),
    variables: ({ params }) => ({ id: toGlobalId('City', params.id as number) }),
    resultPath: 'city',
    notFoundWhenNull: true,
  },
];
