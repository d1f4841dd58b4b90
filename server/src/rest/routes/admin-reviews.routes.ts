import { toGlobalId } from '../../graphql/global-id';
import { idParam, type JsonSchema, type RestRoute } from '../route';

const reviewFields = `
  id: databaseId
  bike_id: shopBikeDatabaseId
  random_unique_bike_id: bikePublicId
  bike_name: bikeName
  store_id: storeDatabaseId
  store_name: storeName
  rating
  name
  text
  date: reviewedAt
  owner_reply: ownerReply
  owner_replied_at: ownerRepliedAt
  from_booking: fromBooking
`;

const userErrors = 'userErrors { field message code }';

// Generous caps against huge bodies; the service applies the exact limits to trimmed text.
const reviewProperties: Record<string, JsonSchema> = {
  rating: { type: 'integer', minimum: 1, maximum: 5, description: 'Stars, 1 to 5' },
  name: { type: 'string', maxLength: 200, description: "The reviewer's name, 1 to 100 characters" },
  text: { type: 'string', maxLength: 5000, description: 'At most 2000 characters' },
  date: {
    type: 'string',
    maxLength: 40,
    anyOf: [{ format: 'date' }, { format: 'date-time' }],
    description:
      'When it was written, not in the future (default: now). ISO 8601 date-time with an offset, or a date (its local midnight)',
  },
  owner_reply: {
    type: ['string', 'null'],
    maxLength: 5000,
    description:
      "The owner's reply, at most 2000 characters; dated now when it changes; null removes it",
  },
};

/** A bare date is the start of that day in the shops' zone; GraphQL's DateTime wants a time. */
const dateTime = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? `${value}T00:00:00+07:00`
    : value;

/** The REST fields present in the body as GraphQL input fields (null kept: it clears). */
function reviewInput(body: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {
    rating: body.rating,
    name: body.name,
    text: body.text,
    reviewedAt: dateTime(body.date),
    ownerReply: body.owner_reply,
  };
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

const reviewId = (params: Record<string, unknown>) => toGlobalId('Review', params.id as number);

export const adminReviewRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/admin/review/create/{id}',
    access: 'admin',
    summary:
      'Add a review of shop bike {id} (the bike as offered at one shop: the review records the bike and the shop); 404 when it is not offered (any more)',
    tags: ['admin'],
    operation: `mutation RestCreateReview($input: CreateReviewInput!) {
      createReview(input: $input) { review { ${reviewFields} } ${userErrors} }
    }`,
    params: idParam(),
    body: {
      type: 'object',
      required: ['rating', 'name'],
      properties: reviewProperties,
      additionalProperties: false,
    },
    variables: ({ params, body }) => ({
      input: {
        shopBikeId: toGlobalId('ShopBike', params.id as number),
        ...reviewInput(body as Record<string, unknown>),
      },
    }),
    payloadPath: 'createReview',
    resultPath: 'createReview.review',
    successStatus: 201,
  },
  {
    method: 'GET',
    path: '/api/admin/review/find/{id}',
    access: 'admin',
    summary: 'One review, as the edit screen shows it',
    tags: ['admin'],
    operation: `query RestAdminReview($id: ID!) { review: node(id: $id) { ... on Review { ${reviewFields} } } }`,
    params: idParam(),
    variables: ({ params }) => ({ id: reviewId(params) }),
    resultPath: 'review',
    notFoundWhenNull: true,
  },
  {
    method: 'PUT',
    path: '/api/admin/review/update/{id}',
    access: 'admin',
    summary:
      "Change any fields of a review, the owner's reply too (dated now when it changes; null removes it). A review a traveller wrote after a booking keeps its rating and name: changing them answers 409",
    tags: ['admin'],
    operation: `mutation RestUpdateReview($input: UpdateReviewInput!) {
      updateReview(input: $input) { review { ${reviewFields} } ${userErrors} }
    }`,
    params: idParam(),
    body: { type: 'object', properties: reviewProperties, additionalProperties: false },
    variables: ({ params, body }) => ({
      input: { id: reviewId(params), ...reviewInput((body ?? {}) as Record<string, unknown>) },
    }),
    payloadPath: 'updateReview',
    resultPath: 'updateReview.review',
  },
  {
    method: 'DELETE',
    path: '/api/admin/review/delete/{id}',
    access: 'admin',
    summary: 'Delete a review, also one a traveller wrote after a booking (moderation)',
    tags: ['admin'],
    operation: `mutation RestDeleteReview($input: DeleteReviewInput!) {
      deleteReview(input: $input) { deleted: deletedDatabaseId ${userErrors} }
    }`,
    params: idParam(),
    variables: ({ params }) => ({ input: { id: reviewId(params) } }),
    payloadPath: 'deleteReview',
    resultPath: 'deleteReview.deleted',
  },
];
