import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials. */
const credentials = 'S3RVER';

/**
 * A real S3-compatible server on loopback (s3rver: the S3 API served from a folder), with
 * one bucket. `stop` drops it at once, open connections too; `start` brings it back on the
 * same port with the same objects.
 */
export class TestS3Server {
  readonly directory = fs.mkdtempSync(path.join(os.tmpdir(), 'xemay-s3-'));
  readonly bucket = 'xemay-test';
  private server: S3rver | null = null;
  port = 0;

  async start(): Promise<this> {
    this.server = new S3rver({
      address: '127.0.0.1',
      port: this.port,
      directory: this.directory,
      silent: true,
      configureBuckets: [{ name: this.bucket }],
    });
    this.port = (await this.server.run()).port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server?.httpServer) return;
    const closed = server.close();
    server.httpServer.closeAllConnections();
    await closed;
  }

  /** The S3_ settings of an app using this server. */
  env(prefix = ''): Record<string, string> {
    return {
      S3_BUCKET: this.bucket,
      S3_ENDPOINT: `http://127.0.0.1:${this.port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials,
      S3_SECRET_ACCESS_KEY: credentials,
      S3_PREFIX: prefix,
      S3_FORCE_PATH_STYLE: 'true',
    };
  }

  async dispose(): Promise<void> {
    await this.stop();
    fs.rmSync(this.directory, { recursive: true, force: true });
  }
}
