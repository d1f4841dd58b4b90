import { useCallback, useEffect, useRef, useState } from 'react';
import { problemOf, uploadPhoto, UploadError, type UploadProblem } from '../../ui/photoUpload';

export const photoViews = ['side', 'front', 'back'] as const;
export type PhotoView = (typeof photoViews)[number];

export interface PhotoState {
  file: File | null;
  /** The picked file, shown before (and while) it is sent. */
  preview: string | null;
  /** 0..1 while sending. */
  progress: number | null;
  uploadId: string | null;
  problem: UploadProblem | null;
}

const none: PhotoState = {
  file: null,
  preview: null,
  progress: null,
  uploadId: null,
  problem: null,
};

/**
 * The three photos picked on this visit: each is sent to `/uploads` at once (the owner sees it
 * go), and the upload ids wait for the bike to be saved, which hands them to `setBikePhotos`.
 */
export function useBikePhotos() {
  const [photos, setPhotos] = useState<Record<PhotoView, PhotoState>>({
    side: none,
    front: none,
    back: none,
  });
  const aborts = useRef<Partial<Record<PhotoView, () => void>>>({});
  const previews = useRef<Partial<Record<PhotoView, string>>>({});

  const update = (view: PhotoView, change: Partial<PhotoState>) =>
    setPhotos((all) => ({ ...all, [view]: { ...all[view], ...change } }));

  const send = useCallback((view: PhotoView, file: File) => {
    aborts.current[view]?.();
    const refused = problemOf(file);
    if (refused) {
      update(view, { progress: null, uploadId: null, problem: refused });
      return;
    }
    update(view, { progress: 0, uploadId: null, problem: null });
    const upload = uploadPhoto(file, view, (share) => update(view, { progress: share }));
    aborts.current[view] = upload.abort;
    upload.done.then(
      (uploadId) => update(view, { progress: null, uploadId }),
      (error: unknown) =>
        update(view, {
          progress: null,
          problem: error instanceof UploadError ? error.problem : 'failed',
        }),
    );
  }, []);

  const pick = useCallback(
    (view: PhotoView, file: File) => {
      if (previews.current[view]) URL.revokeObjectURL(previews.current[view]);
      const preview = URL.createObjectURL(file);
      previews.current[view] = preview;
      update(view, { file, preview });
      send(view, file);
    },
    [send],
  );

  const retry = useCallback(
    (view: PhotoView) => {
      const { file } = photos[view];
      if (file) send(view, file);
    },
    [photos, send],
  );

  useEffect(
    () => () => {
      Object.values(aborts.current).forEach((abort) => abort?.());
      Object.values(previews.current).forEach((url) => url && URL.revokeObjectURL(url));
    },
    [],
  );

  const all = photoViews.map((view) => photos[view]);
  return {
    photos,
    pick,
    retry,
    picked: all.some((photo) => photo.file !== null),
    sending: all.some((photo) => photo.progress !== null),
    failed: all.some((photo) => photo.problem !== null),
    uploadIds: Object.fromEntries(
      photoViews.flatMap((view) => (photos[view].uploadId ? [[view, photos[view].uploadId]] : [])),
    ) as Partial<Record<PhotoView, string>>,
  };
}
