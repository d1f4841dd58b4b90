import { AppError } from '../../shared/errors';

/** The messages of the media domain, where clients see them. */
export const mediaMessages = {
  notAPicture: 'must be a JPEG, PNG or WebP picture',
  unknownUpload: 'is not an upload of yours (uploads are kept for 24 hours)',
  noPhoto: 'send at least one of side, front and back',
  bikeNotFound: 'No such bike',
} as const;

/** A file that is not a JPEG, PNG or WebP picture: 415, naming the field it came in. */
export class UnsupportedPictureError extends AppError {
  constructor(field: string) {
    super('UNSUPPORTED_MEDIA_TYPE', `"${field}" ${mediaMessages.notAPicture}`, {
      [field]: mediaMessages.notAPicture,
    });
  }
}

/** Seconds a client is asked to wait when the picture store does not answer. */
export const storeRetryAfterSeconds = 5;

/**
 * The picture store cannot be reached or refuses (S3 down, network, credentials): 503 with
 * Retry-After, since the client did nothing wrong. The cause is kept for the log only.
 */
export class PictureStoreUnavailableError extends AppError {
  override readonly retryAfterSeconds = storeRetryAfterSeconds;

  constructor(
    readonly operation: string,
    options?: { cause?: unknown },
  ) {
    super(
      'SERVICE_UNAVAILABLE',
      'Pictures are unavailable for a moment: try again in a few seconds',
    );
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
