import type { FastifyRequest } from 'fastify';
import type { FieldErrors } from '../shared/errors';

/** A file field of a multipart request, read into memory (its size is capped). */
export interface ReceivedFile {
  field: string;
  /** As the client named it: for logs only, never for storage. */
  filename: string;
  bytes: Buffer;
}

export interface MultipartContent {
  /** The text fields, each sent once. */
  fields: Record<string, string>;
  files: ReceivedFile[];
}

export interface MultipartLimits {
  /** The field names that may carry a file, each at most once. */
  fileFields: readonly string[] | 'any';
  /** For `fileFields: 'any'`: how many files at most. */
  maxFiles?: number;
  /** Each file's size limit: a larger file answers 413. */
  maxBytes: number;
}

/** A request the multipart reader refuses: status, code and the fields at fault. */
export class MultipartRefusal extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly code:
      'BAD_USER_INPUT' | 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE',
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

const maxTextFields = 20;
const maxTextLength = 1000;
const fieldName = /^[A-Za-z0-9_.[\]-]{1,64}$/;

const megabytes = (bytes: number) => `${Math.round((bytes / 1_048_576) * 10) / 10} MB`;

/**
 * Reads a multipart/form-data body (through @fastify/multipart, registered by the app):
 * text fields and the files of the allowed fields, refusing unknown file fields (400), a
 * field sent twice (400), a file over the limit (413, naming its field) and too many parts
 * (413). Nothing is stored here.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<MultipartContent> {
  if (typeof request.isMultipart !== 'function' || !request.isMultipart()) {
    throw new MultipartRefusal(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the request as multipart/form-data',
    );
  }
  const maxFiles = limits.fileFields === 'any' ? (limits.maxFiles ?? 1) : limits.fileFields.length;
  const content: MultipartContent = { fields: {}, files: [] };
  const seen = new Set<string>();
  let current: string | undefined;
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxBytes,
        // One more than allowed, so that the extra file is seen and named below.
        files: maxFiles + 1,
        fields: maxTextFields,
        fieldSize: maxTextLength,
        parts: maxFiles + 1 + maxTextFields,
      },
    });
    for await (const part of parts) {
      const name = part.fieldname;
      current = name;
      const refuse = (message: string) => {
        if (part.type === 'file') part.file.resume();
        return new MultipartRefusal(400, 'BAD_USER_INPUT', `"${name}" ${message}`, {
          [name]: message,
        });
      };
      if (!fieldName.test(name)) throw refuse('is not a known field');
      if (seen.has(name)) throw refuse('is sent more than once');
      seen.add(name);
      const fileField = limits.fileFields === 'any' || limits.fileFields.includes(name);
      if (part.type === 'file') {
        if (!fileField) throw refuse('is not a file field');
        if (content.files.length === maxFiles) {
          part.file.resume();
          throw new MultipartRefusal(413, 'PAYLOAD_TOO_LARGE', `Send at most ${maxFiles} files`, {
            [name]: `is one file too many (at most ${maxFiles})`,
          });
        }
        const bytes = await part.toBuffer();
        content.files.push({ field: name, filename: part.filename, bytes });
      } else {
        if (limits.fileFields !== 'any' && fileField) throw refuse('must be a file');
        if (part.valueTruncated) throw refuse(`is longer than ${maxTextLength} characters`);
        content.fields[name] = String(part.value);
      }
      current = undefined;
    }
  } catch (error) {
    if (error instanceof MultipartRefusal) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE' && current) {
      const message = `is larger than ${megabytes(limits.maxBytes)}`;
      throw new MultipartRefusal(413, 'PAYLOAD_TOO_LARGE', `"${current}" ${message}`, {
        [current]: message,
      });
    }
    if (statusCode === 413) {
      throw new MultipartRefusal(
        413,
        'PAYLOAD_TOO_LARGE',
        `Send at most ${maxFiles} file(s) and ${maxTextFields} text fields`,
      );
    }
    // Anything else the parser raises is a malformed body (busboy's errors carry no status).
    throw new MultipartRefusal(400, 'BAD_REQUEST', 'The multipart body could not be read');
  }
  return content;
}
