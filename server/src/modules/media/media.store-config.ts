import path from 'node:path';
import type { AppConfig } from '../../config';
import type { PrismaClient } from '../../generated/prisma/client';
import { MediaService } from './media.service';
import { DiskPictureStore, type PictureStore } from './picture-store';
import { S3PictureStore } from './s3-picture-store';

/**
 * The picture store of this configuration: the S3-compatible bucket of the S3_ settings when
 * they are set, else files under `${DATA_DIR}/media`. Uploads, the demo seed and the resized
 * variants of /media/image all live there, so every instance sees the same pictures.
 */
export function createPictureStore(config: AppConfig): PictureStore {
  if (config.s3) return S3PictureStore.fromSettings(config.s3);
  return new DiskPictureStore(path.join(config.dataDir, 'media'));
}

export function createMediaService(prisma: PrismaClient, config: AppConfig): MediaService {
  return new MediaService(prisma, createPictureStore(config), {
    memoryBytes: config.mediaMemoryCacheBytes,
  });
}
