import { signedInUser } from '../app/session/session';

/** `POST /uploads` takes JPEG, PNG or WebP of at most 10 MB (server/src/http/media.ts). */
export const uploadMaxBytes = 10 * 1024 * 1024;
const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp'];

export type UploadProblem = 'tooLarge' | 'wrongType' | 'failed' | 'signedOut';

export class UploadError extends Error {
  constructor(readonly problem: UploadProblem) {
    super(problem);
  }
}

/** Refused before sending: what the server would refuse anyway. */
export function problemOf(file: File): UploadProblem | null {
  if (file.type && !acceptedTypes.includes(file.type)) return 'wrongType';
  if (file.size > uploadMaxBytes) return 'tooLarge';
  return null;
}

/**
 * Sends one photo with the signed-in user's token (an owner's bike photo, an admin's city picture) and reports its progress (0..1), which fetch cannot;
 * resolves to the upload id that `setBikePhotos` takes.
 */
export function uploadPhoto(
  file: File,
  field: string,
  onProgress: (share: number) => void,
): { done: Promise<string>; abort(): void } {
  const request = new XMLHttpRequest();
  const done = new Promise<string>((resolve, reject) => {
    const user = signedInUser();
    if (!user) {
      reject(new UploadError('signedOut'));
      return;
    }
    request.open('POST', '/uploads');
    request.setRequestHeader('Authorization', `Bearer ${user.token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) {
        try {
          const id = (JSON.parse(request.responseText) as { data: Record<string, string> }).data[
            field
          ];
          if (id) {
            onProgress(1);
            resolve(id);
            return;
          }
        } catch {
          // An answer we cannot read is a failed upload.
        }
      }
      if (request.status === 413) reject(new UploadError('tooLarge'));
      else if (request.status === 415) reject(new UploadError('wrongType'));
      else if (request.status === 401) reject(new UploadError('signedOut'));
      else reject(new UploadError('failed'));
    };
    request.onerror = () => reject(new UploadError('failed'));
    const body = new FormData();
    body.append(field, file);
    request.send(body);
  });
  return { done, abort: () => request.abort() };
}
