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
