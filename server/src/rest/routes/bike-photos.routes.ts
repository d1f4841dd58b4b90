import { toGlobalId } from '../../graphql/global-id';
import { uploadMaxBytes } from '../../modules/media/media.images';
import { idParam, type RestRoute } from '../route';

/**
 * Bike photos, uploaded as multipart/form-data. The facade hands each file to the media
 * stager (JPEG, PNG or WebP by content, else 415; over 10 MB: 413), then runs
 * `setBikePhotos` with the upload ids; it answers the bike's photo URLs.
 */
const setBikePhotos = `
  mutation SetBikePhotos($input: SetBikePhotosInput!) {
    setBikePhotos(input: $input) {
      bike { photos { side front back } }
      userErrors { field message code }
    }
  }`;

const sides = ['side', 'front', 'back'] as const;

const bikeParam = idParam('bikeId');

export const bikePhotoRoutes: RestRoute[] = [
  {
    method: 'PUT',
    path: '/api/shop-owner/bikes/manage-bike-photo/{bikeId}',
    access: 'owner',
    summary:
      'Replaces one photo of an own bike: multipart with a file `photo` (JPEG, PNG or WebP, ' +
      'at most 10 MB) and a text field `side` (side, front or back); answers the photo URLs',
    tags: ['shop owner'],
    operation: setBikePhotos,
    params: bikeParam,
    files: { fields: ['photo'], required: ['photo'], maxBytes: uploadMaxBytes },
    body: {
      type: 'object',
      required: ['side'],
      properties: { side: { type: 'string', enum: sides } },
      additionalProperties: false,
    },
    variables: ({ params, body, files }) => ({
      input: {
        bikeId: toGlobalId('Bike', params.bikeId as number),
        [(body as { side: string }).side]: files.photo,
      },
    }),
    payloadPath: 'setBikePhotos',
    resultPath: 'setBikePhotos.bike.photos',
  },
  {
    method: 'PUT',
    path: '/api/shop-owner/bikes/manage-bike-photos/{bikeId}',
    access: 'owner',
    summary:
      'Replaces any of the side, front and back photos of an own bike: multipart with files ' +
      '`side`, `front`, `back` (JPEG, PNG or WebP, at most 10 MB each); answers the photo URLs',
    tags: ['shop owner'],
    operation: setBikePhotos,
    params: bikeParam,
    files: { fields: sides, maxBytes: uploadMaxBytes },
    variables: ({ params, files }) => ({
      input: {
        bikeId: toGlobalId('Bike', params.bikeId as number),
        side: files.side ?? null,
        front: files.front ?? null,
        back: files.back ?? null,
      },
    }),
    payloadPath: 'setBikePhotos',
    resultPath: 'setBikePhotos.bike.photos',
  },
];
