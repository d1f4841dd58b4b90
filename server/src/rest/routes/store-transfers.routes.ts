import { toGlobalId } from '../../graphql/global-id';
import { idParam, type RestRoute } from '../route';
import { transferFields } from './stores.routes';

const userErrors = 'userErrors { field message code }';

const price = { type: 'integer', minimum: 0, maximum: 1_000_000_000, description: 'VND' };

export const storeTransferRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/shop-owner/store-transfer/{shopId}/list',
    access: 'owner',
    summary: 'The one-way transfers from an own shop',
    tags: ['shop owner'],
    operation: `query RestOwnerStoreTransfers($storeId: ID!, $first: Int, $after: String) {
      ownerStoreTransfers(storeId: $storeId, first: $first, after: $after) {
        pageInfo { hasNextPage endCursor } nodes { ${transferFields} }
      }
    }`,
    params: idParam('shopId'),
    variables: ({ params }) => ({ storeId: toGlobalId('Store', params.shopId as number) }),
    pageThrough: 'ownerStoreTransfers',
    resultPath: 'ownerStoreTransfers.nodes',
  },
  {
    method: 'POST',
    path: '/api/shop-owner/store-transfer/create-store-transfer/{shopId}',
    access: 'owner',
    summary:
      'Add a one-way transfer from an own shop to a shop in another city (an own shop, or an online shop of another owner); one per pair (409)',
    tags: ['shop owner'],
    operation: `mutation RestCreateStoreTransfer($input: CreateStoreTransferInput!) {
      createStoreTransfer(input: $input) { storeTransfer { ${transferFields} } ${userErrors} }
    }`,
    params: idParam('shopId'),
    body: {
      type: 'object',
      required: ['to_store_id', 'price'],
      properties: {
        to_store_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
        price,
        active: { type: 'boolean' },
      },
      additionalProperties: false,
    },
    variables: ({ params, body }) => {
      const fields = body as { to_store_id: number; price: number; active?: boolean };
      return {
        input: {
          shopId: toGlobalId('Store', params.shopId as number),
          toStoreId: toGlobalId('Store', fields.to_store_id),
          price: fields.price,
          active: fields.active,
        },
      };
    },
    payloadPath: 'createStoreTransfer',
    resultPath: 'createStoreTransfer.storeTransfer',
    successStatus: 201,
  },
  {
    method: 'PUT',
    path: '/api/shop-owner/store-transfer/update/{id}',
    access: 'owner',
    summary: 'Change the price or status of a transfer from an own shop',
    tags: ['shop owner'],
    operation: `mutation RestUpdateStoreTransfer($input: UpdateStoreTransferInput!) {
      updateStoreTransfer(input: $input) { storeTransfer { ${transferFields} } ${userErrors} }
    }`,
    params: idParam(),
    body: {
      type: 'object',
      properties: { price, active: { type: 'boolean' } },
      additionalProperties: false,
    },
    variables: ({ params, body }) => {
      const fields = (body ?? {}) as { price?: number; active?: boolean };
      return {
        input: {
          id: toGlobalId('StoreTransfer', params.id as number),
          price: fields.price,
          active: fields.active,
        },
      };
    },
    payloadPath: 'updateStoreTransfer',
    resultPath: 'updateStoreTransfer.storeTransfer',
  },
];
