import { toGlobalId } from '../../graphql/global-id';
import { idParam, type RestRoute } from '../route';
import {
  limitParam,
  monthParam,
  monthlyOrdersFields,
  orderStatisticsFields,
} from './order-statistics.fields';

const partnerFields = `
  id: databaseId
  kind
  name
  phone
  email
  online
  arrangements
  affiliate_code: affiliateCode
  affiliate_link: affiliateLink
  store_id: storeDatabaseId
  store_name: storeName
  has_password: hasPassword
  created_at: createdAt
`;

const userErrors = 'userErrors { field message code }';

const partnerId = (params: Record<string, unknown>, name = 'id') =>
  toGlobalId('Partner', params[name] as number);

const partnerBody = {
  kind: { type: 'string', enum: ['rental', 'marketing', 'RENTAL', 'MARKETING'] },
  name: { type: 'string', maxLength: 200 },
  phone: { type: ['string', 'null'], maxLength: 100 },
  email: { type: ['string', 'null'], maxLength: 300 },
  arrangements: { type: ['string', 'null'], maxLength: 5000 },
  store_id: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
  password: { type: ['string', 'null'], maxLength: 1024 },
};

/** The REST body as the GraphQL input's fields: kind upper case, store id global. */
function partnerInput(body: Record<string, unknown>) {
  const { kind, store_id: storeId, ...rest } = body;
  return {
    ...rest,
    ...(typeof kind === 'string' ? { kind: kind.toUpperCase() } : {}),
    ...(storeId === undefined
      ? {}
      : { storeId: storeId === null ? null : toGlobalId('Store', storeId as number) }),
  };
}

export const partnerRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/admin/partner/create',
    access: 'admin',
    summary: 'Create a rental or marketing partner; the server draws its affiliate code',
    tags: ['admin'],
    operation: `mutation RestCreatePartner($input: CreatePartnerInput!) {
      createPartner(input: $input) { partner { ${partnerFields} } ${userErrors} }
    }`,
    body: {
      type: 'object',
      required: ['kind', 'name'],
      properties: { ...partnerBody, online: { type: 'boolean' } },
      additionalProperties: false,
    },
    variables: ({ body }) => ({ input: partnerInput(body as Record<string, unknown>) }),
    payloadPath: 'createPartner',
    resultPath: 'createPartner.partner',
    successStatus: 201,
  },
  {
    method: 'GET',
    path: '/api/admin/partner/list',
    access: 'admin',
    summary: 'Every partner, or those of one kind',
    tags: ['admin'],
    operation: `query RestPartnerList($first: Int, $after: String, $kind: PartnerKind) {
      partners(first: $first, after: $after, kind: $kind) { pageInfo { hasNextPage endCursor } nodes { ${partnerFields} } }
    }`,
    params: [
      {
        name: 'kind',
        in: 'query',
        type: 'string',
        enum: ['rental', 'marketing', 'RENTAL', 'MARKETING'],
        description: 'Only partners of this kind',
      },
    ],
    variables: ({ query }) =>
      typeof query.kind === 'string' ? { kind: query.kind.toUpperCase() } : {},
    pageThrough: 'partners',
    resultPath: 'partners.nodes',
  },
  {
    method: 'GET',
    path: '/api/admin/partner/info/{id}',
    access: 'admin',
    summary: 'One partner',
    tags: ['admin'],
    operation: `query RestPartnerInfo($id: ID!) { partner: node(id: $id) { ... on Partner { ${partnerFields} } } }`,
    params: idParam(),
    variables: ({ params }) => ({ id: partnerId(params) }),
    resultPath: 'partner',
    notFoundWhenNull: true,
  },
  {
    method: 'GET',
    path: '/api/admin/partner/orders-details/{id}',
    access: 'admin',
    summary: 'A partner with the bookings it brought: by state, cash earned, per month',
    tags: ['admin'],
    operation: `query RestPartnerOrders($id: ID!) { partner: node(id: $id) { ... on Partner {
      ${partnerFields}
      statistics: orderStatistics { ${orderStatisticsFields} }
    } } }`,
    params: idParam(),
    variables: ({ params }) => ({ id: partnerId(params) }),
    resultPath: 'partner',
    notFoundWhenNull: true,
  },
  {
    method: 'GET',
    path: '/api/admin/partner/monthly-orders/{partnerId}/{monthYear}',
    access: 'admin',
    summary: 'A partner with the bookings it brought in one month, and their totals',
    tags: ['admin'],
    operation: `query RestPartnerMonthlyOrders($id: ID!, $monthYear: String!, $limit: Int) {
      partner: node(id: $id) { ... on Partner {
        ${partnerFields}
        monthly_orders: monthlyOrders(monthYear: $monthYear, limit: $limit) { ${monthlyOrdersFields} }
      } }
    }`,
    params: [...idParam('partnerId'), monthParam, limitParam],
    variables: ({ params, query }) => ({
      id: partnerId(params, 'partnerId'),
      monthYear: params.monthYear,
      limit: query.limit ?? null,
    }),
    resultPath: 'partner',
    notFoundWhenNull: true,
  },
  {
    method: 'PUT',
    path: '/api/admin/partner/update/{id}',
    access: 'admin',
    summary: "Change a partner's details (null clears an optional field)",
    tags: ['admin'],
    operation: `mutation RestUpdatePartner($input: UpdatePartnerInput!) {
      updatePartner(input: $input) { partner { ${partnerFields} } ${userErrors} }
    }`,
    params: idParam(),
    body: { type: 'object', properties: partnerBody, additionalProperties: false },
    variables: ({ params, body }) => ({
      input: { id: partnerId(params), ...partnerInput((body ?? {}) as Record<string, unknown>) },
    }),
    payloadPath: 'updatePartner',
    resultPath: 'updatePartner.partner',
  },
  {
    method: 'DELETE',
    path: '/api/admin/partner/delete/{id}',
    access: 'admin',
    summary: 'Delete a partner; the bookings it brought stay',
    tags: ['admin'],
    operation: `mutation RestDeletePartner($input: DeletePartnerInput!) {
      deletePartner(input: $input) { deleted: deletedDatabaseId ${userErrors} }
    }`,
    params: idParam(),
    variables: ({ params }) => ({ input: { id: partnerId(params) } }),
    payloadPath: 'deletePartner',
    resultPath: 'deletePartner.deleted',
  },
  {
    method: 'PUT',
    path: '/api/admin/partner/update-online-status/{id}',
    access: 'admin',
    summary: "Switch a partner's status (toggles when `online` is left out)",
    tags: ['admin'],
    operation: `mutation RestPartnerOnline($input: SetPartnerOnlineInput!) {
      setPartnerOnline(input: $input) { partner { ${partnerFields} } ${userErrors} }
    }`,
    params: idParam(),
    body: {
      type: 'object',
      properties: { online: { type: 'boolean' } },
      additionalProperties: false,
    },
    variables: ({ params, body }) => ({
      input: { id: partnerId(params), online: (body as { online?: boolean } | undefined)?.online },
    }),
    payloadPath: 'setPartnerOnline',
    resultPath: 'setPartnerOnline.partner',
  },
];
