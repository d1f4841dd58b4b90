import type { Prisma } from '../../generated/prisma/client';

export interface PushKeys {
  p256dh: string;
  auth: string;
}

/** The stored keys of a subscription, or null for a device id of an older client. */
export function pushKeysOf(keys: Prisma.JsonValue | null): PushKeys | null {
  if (!keys || typeof keys !== 'object' || Array.isArray(keys)) return null;
  const { p256dh, auth } = keys as Record<string, unknown>;
  return typeof p256dh === 'string' && typeof auth === 'string' ? { p256dh, auth } : null;
}
