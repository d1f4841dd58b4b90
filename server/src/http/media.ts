import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../graphql/context';
import { authChecker } from '../graphql/access';
import { uploadMaxBytes } from '../modules/media/media.images';
import type { MediaService, PictureResponse } from '../modules/media/media.service';
import { defaultImageQuality, imageWidths } from '../modules/media/media.urls';
import { MultipartRefusal, readMultipart } from '../rest/multipart';
import { routeRoles } from '../rest/route';
import { AppError } from '../shared/errors';
import { sendError } from './error-body';

export interface MediaRoutesOptions {
  media: MediaService;
  contextFor(request: FastifyRequest): Promise<GraphQLContext>;
}

/** Resized variants never change: the key, width, quality and format name them. */
const foreverCache = 'public, max-age=31536000, immutable';
/** Originals: demo pictures may be rewritten in place by a new seed. */
const originalCache = 'public, max-age=2592000';
const maxUploadFiles = 3;

/**
 * Pictures over HTTP, all read through the media service's PictureStore (disk by default,
 * any S3-compatible store alike):
 *
 * - `GET /media/<key>`: a stored picture as it is stored.
 * - `GET /media/image?url=<key or /media/<key> path>&w=<width>&q=<quality>`: the picture
 *   resized to `w` (one of 64, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920; any other:
 *   400), never enlarged, at quality `q` (1..100, default 75), as WebP when the Accept
 *   header names image/webp and JPEG otherwise. `Cache-Control: public, max-age=31536000,
 *   immutable` and `Vary: Accept`. Each variant is encoded once and kept in the picture
 *   store for every instance; `X-Media-Cache: hit|miss` tells which. Only stored pictures: a remote URL is 400, an
 *   unknown or malformed key 404 (keys never leave the store's folder).
 * - `POST /uploads` (shop owner or admin token): multipart with up to 3 files in fields of
 *   any name (JPEG, PNG or WebP by content, else 415; each at most 10 MB, else 413). Each
 *   is re-encoded without metadata and kept for 24 hours; answers 201
 *   `{ "data": { "<field>": "<upload id>" } }` for `setBikePhotos(input:)` in GraphQL.
 *
 * A picture store that does not answer is a 503 with Retry-After (PictureStoreUnavailableError).
 */
export async function registerMedia(
  app: FastifyInstance,
  options: MediaRoutesOptions,
): Promise<void> {
  const { media } = options;

  app.get(
    '/media/image',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['url', 'w'],
          properties: {
            url: { type: 'string', minLength: 1, maxLength: 600 },
            w: { type: 'integer', enum: [...imageWidths] },
            q: { type: 'integer', minimum: 1, maximum: 100 },
          },
        },
      },
    },
    async (request, reply) => {
      const query = request.query as { url: string; w: number; q?: number };
      if (isRemote(query.url)) {
        return sendError(reply, 'BAD_USER_INPUT', 'Only stored pictures are served', {
          url: 'must be a stored picture: a key or a /media/ path',
        });
      }
      const key = keyOf(query.url);
      const format = acceptsWebp(request.headers.accept) ? 'webp' : 'jpeg';
      const variant = key
        ? await media.variant(key, query.w, query.q ?? defaultImageQuality, format)
        : null;
      reply.header('vary', 'Accept');
      if (!variant) return sendError(reply, 'NOT_FOUND', 'No such picture');
      reply.header('x-media-cache', variant.cached ? 'hit' : 'miss');
      return sendPicture(reply, variant, foreverCache);
    },
  );

  app.get('/media/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const picture = await media.original(key);
    if (!picture) return sendError(reply, 'NOT_FOUND', 'No such picture');
    return sendPicture(reply, picture, originalCache);
  });

  app.post('/uploads', async (request, reply) => {
    const context = await options.contextFor(request);
    try {
      authChecker(
        { context, root: {}, args: {}, info: {} as GraphQLResolveInfo },
        routeRoles.owner,
      );
    } catch (error) {
      if (error instanceof AppError) return sendError(reply, error.code, error.message);
      throw error;
    }
    const ownerId = context.viewer!.userId;
    const staged: string[] = [];
    try {
      const content = await readMultipart(request, {
        fileFields: 'any',
        maxFiles: maxUploadFiles,
        maxBytes: uploadMaxBytes,
      });
      const text = Object.keys(content.fields);
      if (text.length > 0) {
        const fields = Object.fromEntries(text.map((name) => [name, 'is not a file']));
        return sendError(reply, 'BAD_USER_INPUT', 'Send files only', fields);
      }
      if (content.files.length === 0) {
        return sendError(reply, 'BAD_USER_INPUT', 'Send at least one file', {
          file: 'is required',
        });
      }
      const data: Record<string, string> = {};
      for (const file of content.files) {
        const uploadId = await media.stageUpload(ownerId, file.field, file.bytes);
        staged.push(uploadId);
        data[file.field] = uploadId;
      }
      return reply.code(201).send({ data });
    } catch (error) {
      await media.discardStaged(ownerId, staged);
      if (error instanceof MultipartRefusal) {
        return sendError(reply, error.code, error.message, error.fields, error.status);
      }
      if (error instanceof AppError) {
        if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
        if (error.code === 'SERVICE_UNAVAILABLE') request.log.error({ err: error }, error.message);
        return sendError(reply, error.code, error.message, error.fields);
      }
      throw error;
    }
  });
}

function sendPicture(reply: FastifyReply, picture: PictureResponse, cacheControl: string) {
  reply.header('cache-control', cacheControl).type(picture.contentType);
  const size = Buffer.isBuffer(picture.body) ? picture.body.length : picture.size;
  if (size !== undefined) reply.header('content-length', size);
  return reply.send(picture.body);
}

/** Anything with a scheme (`https:`, `data:`, `file:`) or a network path (`//host`). */
function isRemote(url: string): boolean {
  return /^[A-Za-z][A-Za-z0-9+.-]*:/.test(url) || url.startsWith('//') || url.startsWith('\\');
}

/** A key as given, or the key of a `/media/…` path (its segments URL-encoded); null if neither. */
function keyOf(url: string): string | null {
  if (!url.startsWith('/')) return url;
  if (!url.startsWith('/media/')) return null;
  try {
    return url.slice('/media/'.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}

/** Whether the Accept header names image/webp with a quality above zero. */
function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((item) => {
    const [type, ...params] = item.trim().split(';');
    if (type.trim().toLowerCase() !== 'image/webp') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
