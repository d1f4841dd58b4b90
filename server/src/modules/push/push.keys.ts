import webpush from 'web-push';
import type { VapidKeys } from '../../config';
import type { PrismaClient } from '../../generated/prisma/client';

const theRow = 1;

/**
 * The VAPID key pair the server signs notifications with and browsers subscribe to: the
 * configured one, else the one in the database, made and stored by whichever instance needs
 * it first. Changing it would silently orphan every subscription, so it is made only once.
 */
export class WebPushKeyStore {
  private stored: Promise<VapidKeys> | null = null;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly configured: VapidKeys | null,
  ) {}

  keys(): Promise<VapidKeys> {
    if (this.configured) return Promise.resolve(this.configured);
    this.stored ??= this.loadOrMake().catch((error: unknown) => {
      this.stored = null;
      throw error;
    });
    return this.stored;
  }

  async publicKey(): Promise<string> {
    return (await this.keys()).publicKey;
  }

  private async loadOrMake(): Promise<VapidKeys> {
    const existing = await this.prisma.webPushKeys.findUnique({ where: { id: theRow } });
    if (existing) return { publicKey: existing.publicKey, privateKey: existing.privateKey };
    const made = webpush.generateVAPIDKeys();
    // Another instance may store its pair at the same moment: the first one stays.
    await this.prisma.webPushKeys.createMany({
      data: [{ id: theRow, publicKey: made.publicKey, privateKey: made.privateKey }],
      skipDuplicates: true,
    });
    const row = await this.prisma.webPushKeys.findUniqueOrThrow({ where: { id: theRow } });
    return { publicKey: row.publicKey, privateKey: row.privateKey };
  }
}
