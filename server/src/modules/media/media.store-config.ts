import path from 'node:path';
import type { AppConfig } from '../../config';
import type { PrismaClient } from '../../generated/prisma/client';
import { MediaService } from './media.service';
import { DiskPictureStore, type PictureStore } from './picture-store';

/**
 * The picture store of this configuration: files under `${DATA_DIR}/media` (also where the
 * demo seed writes its pictures). An S3-compatible store would be chosen here when one is
 * configured (see PictureStore); resized variants stay on local disk either way.
 */
export function createPictureStore(config: AppConfig): PictureStore {
  return new DiskPictureStore(path.join(config.dataDir, 'media'));
}

export function createMediaService(prisma: PrismaClient, config: AppConfig): MediaService {
  return new MediaService(
    prisma,
    createPictureStore(config),
    path.join(config.dataDir, 'media-cache'),
  );
}
