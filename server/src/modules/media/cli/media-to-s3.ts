import path from 'node:path';
import { loadConfig } from '../../../config';
import { runCli } from '../../../db/cli/run-cli';
import { copyPicturesToS3 } from '../media.copy-to-s3';
import { DiskPictureStore } from '../picture-store';
import { S3PictureStore } from '../s3-picture-store';

/**
 * `npm run media:to-s3 [-- <folder>]`: copies the pictures of a disk store (by default
 * `${DATA_DIR}/media`) into the bucket of the S3_ settings. Safe to run again.
 */
runCli(async () => {
  const config = loadConfig();
  if (!config.s3) throw new Error('Set S3_BUCKET and the other S3_ settings of the bucket first');
  const folder = process.argv[2] ?? path.join(config.dataDir, 'media');
  const bucket = S3PictureStore.fromSettings(config.s3);
  const target = `s3://${config.s3.bucket}/${config.s3.prefix}`;
  console.log(`Copying the pictures of ${folder} into ${target}`);
  try {
    const summary = await copyPicturesToS3(new DiskPictureStore(folder), bucket, (step) =>
      console.log(`${step.done}/${step.total} ${step.action} ${step.key}`),
    );
    console.log(`Done: ${summary.copied} copied, ${summary.skipped} already there.`);
  } catch (error) {
    // The store's own words (refused, no such bucket, wrong keys) say what to fix.
    const cause = (error as { cause?: unknown }).cause;
    throw cause instanceof Error ? new Error(`${target}: ${cause.name}: ${cause.message}`) : error;
  } finally {
    bucket.close();
  }
});
