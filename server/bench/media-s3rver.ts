import { TestS3Server } from '../test/s3-server';

/** The S3 server of `bench:media`, in a process of its own: prints its S3_ settings as JSON. */
void (async () => {
  const s3 = await new TestS3Server().start();
  process.stdout.write(`${JSON.stringify(s3.env('bench/'))}\n`);
  process.on('SIGTERM', () => void s3.dispose().then(() => process.exit(0)));
})();
