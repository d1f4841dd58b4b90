import type { RestRoute } from '../route';

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
];
