import type { World } from '../../../test/world';
import { filePart, multipart, tinyPng } from '../../modules/media/media.test-helpers';
import type { RouteSamples } from './samples';

const png = (field: string) => filePart(field, tinyPng, `${field}.png`, 'image/png');

export const bikePhotoSamples: RouteSamples = {
  'PUT /api/shop-owner/bikes/manage-bike-photo/{bikeId}': {
    url: (w: World) => `/api/shop-owner/bikes/manage-bike-photo/${w.a.bike}`,
    inject: () => multipart([{ name: 'side', value: 'front' }, png('photo')]),
  },
  'PUT /api/shop-owner/bikes/manage-bike-photos/{bikeId}': {
    url: (w: World) => `/api/shop-owner/bikes/manage-bike-photos/${w.a.bike}`,
    inject: () => multipart([png('side'), png('front'), png('back')]),
  },
};
