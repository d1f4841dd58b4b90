import { toGlobalId } from '../../graphql/global-id';
import { idParam, type RestRoute } from '../route';

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
`;

interface ReviewLinkBody {
  token: string;
  rating: number;
  text: string;
  name?: string;
}

export const reviewLinkRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/review/create/{bikeId}/{userId}',
    access: 'public',
    summary:
      'Review a completed trip through the e-mailed link: {bikeId} is the shop bike of the booking, {userId} its booking number, the body carries the review token. One review per booking (409); a link that does not match a completed booking answers 404',
    tags: ['traveller'],
    operation: `mutation RestCreateReviewFromBooking($input: CreateBookingReviewInput!) {
      createReviewFromBooking(input: $input) {
        review { ${reviewFields} } userErrors { field message code }
      }
    }`,
    params: [
      ...idParam('bikeId'),
      {
        name: 'userId',
        in: 'path',
        type: 'string',
        required: true,
        maxLength: 64,
        description: 'The booking number',
      },
    ],
    body: {
      type: 'object',
      required: ['token', 'rating', 'text'],
      properties: {
        token: {
          type: 'string',
          minLength: 1,
          maxLength: 200,
          description: 'From the review link',
        },
        rating: { type: 'integer', minimum: 1, maximum: 5, description: 'Stars, 1 to 5' },
        // Generous caps against huge bodies; the service applies the exact limits to trimmed text.
        text: { type: 'string', maxLength: 5000, description: 'At most 2000 characters' },
        name: {
          type: 'string',
          maxLength: 200,
          description:
            "The name shown, at most 100 characters; the traveller's first name by default",
        },
      },
      additionalProperties: false,
    },
    variables: ({ params, body }) => {
      const { token, rating, text, name } = body as ReviewLinkBody;
      return {
        input: {
          shopBikeId: toGlobalId('ShopBike', params.bikeId as number),
          bookingNumber: params.userId,
          token,
          rating,
          text,
          name,
        },
      };
    },
    payloadPath: 'createReviewFromBooking',
    resultPath: 'createReviewFromBooking.review',
    successStatus: 201,
  },
];
