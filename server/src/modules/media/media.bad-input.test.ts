import { describeBadInput, longText, type BadInputCase } from '../../../test/bad-input';
import type { World } from '../../../test/world';
import {
  elevenMegabytes,
  filePart,
  multipart,
  tinyGif,
  tinyPng,
  type FormPart,
} from './media.test-helpers';

type Status = BadInputCase['status'];

const one = (
  name: string,
  parts: FormPart[],
  field: string | null,
  status?: Status,
  bike: (w: World) => number | string = (w) => w.a.bike,
): BadInputCase => ({
  name: `one photo: ${name}`,
  method: 'PUT',
  url: (w) => `/api/shop-owner/bikes/manage-bike-photo/${bike(w)}`,
  inject: () => multipart(parts),
  field,
  ...(status ? { status } : {}),
});

const many = (
  name: string,
  parts: FormPart[],
  field: string | null,
  status?: Status,
  bike: (w: World) => number | string = (w) => w.a.bike,
): BadInputCase => ({
  name: `photos: ${name}`,
  method: 'PUT',
  url: (w) => `/api/shop-owner/bikes/manage-bike-photos/${bike(w)}`,
  inject: () => multipart(parts),
  field,
  ...(status ? { status } : {}),
});

const side = { name: 'side', value: 'side' };
const photo = filePart('photo', tinyPng, 'p.png', 'image/png');
const gif = (field: string) => filePart(field, tinyGif, 'x.gif', 'image/gif');
const textAsJpeg = (field: string) => filePart(field, 'not a picture at all', 'x.jpg');

describeBadInput('bike photos', [
  one('side missing', [photo], 'side'),
  one('side unknown', [{ name: 'side', value: 'top' }, photo], 'side'),
  one('side empty', [{ name: 'side', value: '' }, photo], 'side'),
  one('side over-long', [{ name: 'side', value: longText(1001) }, photo], 'side'),
  one('side sent twice', [side, { name: 'side', value: 'back' }, photo], 'side'),
  one('photo missing', [side], 'photo'),
  one('photo sent as text', [side, { name: 'photo', value: 'abc' }], 'photo'),
  one('photo sent twice', [side, photo, photo], 'photo'),
  one('unknown text field', [side, photo, { name: 'caption', value: 'nice' }], 'caption'),
  one('unknown file field', [side, photo, filePart('extra', tinyPng)], 'extra'),
  one('a GIF', [side, gif('photo')], 'photo', 415),
  one('a text file named .jpg', [side, textAsJpeg('photo')], 'photo', 415),
  one('an empty file', [side, filePart('photo', Buffer.alloc(0))], 'photo', 415),
  one('11 MB', [side, filePart('photo', elevenMegabytes())], 'photo', 413),
  one('unknown bike', [side, photo], 'bikeId', 404, () => 999_999),
  one("another owner's bike", [side, photo], 'bikeId', 404, (w) => w.b.bike),
  one('bike id not a number', [side, photo], 'bikeId', 400, () => 'abc'),
  one('bike id zero', [side, photo], 'bikeId', 400, () => 0),
  one('bike id huge', [side, photo], 'bikeId', 400, () => 2 ** 31),
  {
    name: 'one photo: a JSON body',
    method: 'PUT',
    url: (w) => `/api/shop-owner/bikes/manage-bike-photo/${w.a.bike}`,
    body: () => ({ side: 'side', photo: 'iVBORw0KGgo=' }),
    field: null,
    status: 415,
  },
  {
    name: 'one photo: a cut-off multipart body',
    method: 'PUT',
    url: (w) => `/api/shop-owner/bikes/manage-bike-photo/${w.a.bike}`,
    inject: () => {
      const form = multipart([side, photo]);
      const payload = form.payload as Buffer;
      return { ...form, payload: payload.subarray(0, payload.length - 40) };
    },
    field: null,
  },
  many('no file', [], 'side'),
  many('unknown file field', [filePart('top', tinyPng)], 'top'),
  many('side sent as text', [{ name: 'side', value: 'abc' }], 'side'),
  many('side sent twice', [filePart('side', tinyPng), filePart('side', tinyPng)], 'side'),
  many('unknown text field', [filePart('side', tinyPng), { name: 'note', value: 'x' }], 'note'),
  many('a GIF as front', [filePart('side', tinyPng), gif('front')], 'front', 415),
  many('a text file as back', [textAsJpeg('back')], 'back', 415),
  many(
    '11 MB as back',
    [filePart('side', tinyPng), filePart('back', elevenMegabytes())],
    'back',
    413,
  ),
  many('unknown bike', [filePart('side', tinyPng)], 'bikeId', 404, () => 999_999),
  many('bike id negative', [filePart('side', tinyPng)], 'bikeId', 400, () => -3),
]);
