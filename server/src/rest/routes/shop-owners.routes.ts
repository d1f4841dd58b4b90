import { toGlobalId } from '../../graphql/global-id';
import { idParam, type RestRoute } from '../route';
import {
  limitParam,
  monthParam,
  monthlyOrdersFields,
  orderStatisticsFields,
} from './order-statistics.fields';

const shopOwnerFields = `
  id: databaseId
  username: userName
  name
  email
  phone
  online
  active
  arrangements
  language
  created_at: createdAt
  shop_count: shopCount
`;

const userErrors = 'userErrors { field message code }';

const shopOwnerId = (params: Record<string, unknown>) =>
  toGlobalId('ShopOwner', params.id as number);

export const shopOwnerRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/shop-owner/list',
    access: 'admin',
    summary: 'Every shop owner',
    tags: ['admin'],
    operation: `query RestShopOwnerList($first: Int, $after: String) {
      shopOwners(first: $first, after: $after) { pageInfo { hasNextPage endCursor } nodes { ${shopOwnerFields} } }
    }`,
    pageThrough: 'shopOwners',
    resultPath: 'shopOwners.nodes',
  },
  {
    method: 'POST',
    path: '/api/admin/shop-owner/create',
    access: 'admin',
    summary: 'Create a shop owner and e-mail the invitation to choose a password',
    tags: ['admin'],
    operation: `mutation RestCreateShopOwner($input: CreateShopOwnerInput!) {
      createShopOwner(input: $input) { shopOwner { ${shopOwnerFields} } ${userErrors} }
    }`,
    body: {
      type: 'object',
      required: ['username', 'name', 'email'],
      properties: {
        username: { type: 'string', maxLength: 100 },
        name: { type: 'string', maxLength: 200 },
        email: { type: 'string', maxLength: 300 },
        phone: { type: ['string', 'null'], maxLength: 100 },
        arrangements: { type: ['string', 'null'], maxLength: 5000 },
        language: { type: 'string', enum: ['en', 'vn'] },
      },
      additionalProperties: false,
    },
    variables: ({ body }) => {
      const { username, language, ...rest } = body as Record<string, string>;
      return {
        input: {
          ...rest,
          userName: username,
          ...(language ? { language: language.toUpperCase() } : {}),
        },
      };
    },
    payloadPath: 'createShopOwner',
    resultPath: 'createShopOwner.shopOwner',
    successStatus: 201,
  },
  {
    method: 'PUT',
    path: '/api/api-shop-owner/verified/{token}',
    access: 'public',
    summary: 'Set the first password with the token of an invitation link; answers a session',
    tags: ['shop owner'],
    operation: `mutation RestAcceptInvitation($input: AcceptShopOwnerInvitationInput!) {
      acceptShopOwnerInvitation(input: $input) { session { token user { role userName } } ${userErrors} }
    }`,
    params: [{ name: 'token', in: 'path', type: 'string', required: true, maxLength: 100 }],
    body: {
      type: 'object',
      required: ['password'],
      properties: { password: { type: 'string', maxLength: 1024 } },
      additionalProperties: false,
    },
    variables: ({ params, body }) => ({
      input: { token: params.token, password: (body as { password: string }).password },
    }),
    payloadPath: 'acceptShopOwnerInvitation',
    resultPath: 'acceptShopOwnerInvitation.session',
  },
  {
    method: 'PUT',
    path: '/api/admin/shop-owner/update/{id}',
    access: 'admin',
    summary: "Change a shop owner's details",
    tags: ['admin'],
    operation: `mutation RestUpdateShopOwner($input: UpdateShopOwnerInput!) {
      updateShopOwner(input: $input) { shopOwner { ${shopOwnerFields} } ${userErrors} }
    }`,
    params: idParam(),
    body: {
      type: 'object',
      properties: {
        name: { type: 'string', maxLength: 200 },
        email: { type: 'string', maxLength: 300 },
        phone: { type: ['string', 'null'], maxLength: 100 },
        arrangements: { type: ['string', 'null'], maxLength: 5000 },
        language: { type: 'string', enum: ['en', 'vn'] },
      },
      additionalProperties: false,
    },
    variables: ({ params, body }) => {
      const { language, ...rest } = body as Record<string, string>;
      return {
        input: {
          id: shopOwnerId(params),
          ...rest,
          ...(language ? { language: language.toUpperCase() } : {}),
        },
      };
    },
    payloadPath: 'updateShopOwner',
    resultPath: 'updateShopOwner.shopOwner',
  },
  {
    method: 'PUT',
    path: '/api/admin/shop-owner/update-online-status/{id}',
    access: 'admin',
    summary: "Show or hide a shop owner's shops (toggles when `online` is left out)",
    tags: ['admin'],
    operation: `mutation RestShopOwnerOnline($input: SetShopOwnerOnlineInput!) {
      setShopOwnerOnline(input: $input) { shopOwner { ${shopOwnerFields} } ${userErrors} }
    }`,
    params: idParam(),
    body: {
      type: 'object',
      properties: { online: { type: 'boolean' } },
      additionalProperties: false,
    },
    variables: ({ params, body }) => ({
      input: {
        id: shopOwnerId(params),
        online: (body as { online?: boolean } | undefined)?.online,
      },
    }),
    payloadPath: 'setShopOwnerOnline',
    resultPath: 'setShopOwnerOnline.shopOwner',
  },
  {
    method: 'DELETE',
    path: '/api/admin/shop-owner/delete/{id}',
    access: 'admin',
    summary: 'Delete a shop owner who has no shops or bikes left (409 otherwise)',
    tags: ['admin'],
    operation: `mutation RestDeleteShopOwner($input: DeleteShopOwnerInput!) {
      deleteShopOwner(input: $input) { deleted: deletedDatabaseId ${userErrors} }
    }`,
    params: idParam(),
    variables: ({ params }) => ({ input: { id: shopOwnerId(params) } }),
    payloadPath: 'deleteShopOwner',
    resultPath: 'deleteShopOwner.deleted',
  },
  {
    method: 'GET',
    path: '/api/admin/shop-owner/statistic-details/{id}',
    access: 'admin',
    summary: "A shop owner's shops, bikes, units and offers, and the bookings of the shops",
    tags: ['admin'],
    operation: `query RestShopOwnerStatistics($id: ID!) { shopOwner: node(id: $id) { ... on ShopOwner {
      ${shopOwnerFields}
      statistics {
        shop_count: shopCount bike_count: bikeCount unit_count: unitCount offer_count: offerCount
        orders { ${orderStatisticsFields} }
      }
    } } }`,
    params: idParam(),
    variables: ({ params }) => ({ id: toGlobalId('ShopOwner', params.id as number) }),
    resultPath: 'shopOwner',
    notFoundWhenNull: true,
  },
  {
    method: 'GET',
    path: '/api/admin/shop-owner/monthly-orders/{shopOwner}/{monthYear}',
    access: 'admin',
    summary: "The bookings made in one month for pickup at a shop owner's shops, and their totals",
    tags: ['admin'],
    operation: `query RestShopOwnerMonthlyOrders($id: ID!, $monthYear: String!, $limit: Int) {
      shopOwner: node(id: $id) { ... on ShopOwner {
        ${shopOwnerFields}
        monthly_orders: monthlyOrders(monthYear: $monthYear, limit: $limit) { ${monthlyOrdersFields} }
      } }
    }`,
    params: [...idParam('shopOwner'), monthParam, limitParam],
    variables: ({ params, query }) => ({
      id: toGlobalId('ShopOwner', params.shopOwner as number),
      monthYear: params.monthYear,
      limit: query.limit ?? null,
    }),
    resultPath: 'shopOwner',
    notFoundWhenNull: true,
  },
];
