import type { PrismaClient } from '../src/generated/prisma/client';

let sequence = 0;

/** A city with sensible defaults; override what the test is about. */
export function createCity(
  prisma: PrismaClient,
  overrides: Partial<{
    slug: string;
    nameEn: string;
    nameVn: string;
    sortOrder: number;
    pictures: string[];
  }> = {},
) {
  sequence += 1;
  return prisma.city.create({
    data: {
      slug: `city-${sequence}`,
      nameEn: `City ${sequence}`,
      nameVn: `Thành phố ${sequence}`,
      descriptionEn: 'A city.',
      descriptionVn: 'Một thành phố.',
      latitude: 21.03,
      longitude: 105.85,
      pictures: [],
      ...overrides,
    },
  });
}

export function createOwner(prisma: PrismaClient, username = `owner-${++sequence}`) {
  return prisma.user.create({
    data: {
      username,
      name: username,
      email: `${username}@example.test`,
      role: 'SHOP_OWNER',
      active: true,
    },
  });
}

export function createStore(
  prisma: PrismaClient,
  ownerId: number,
  cityId: number,
  overrides: Partial<{ online: boolean; active: boolean; deletedAt: Date | null }> = {},
) {
  sequence += 1;
  return prisma.store.create({
    data: {
      ownerId,
      cityId,
      name: `Shop ${sequence}`,
      phone: '+84 90 000 0000',
      email: `shop${sequence}@example.test`,
      address: `${sequence} Hang Bac, Hoan Kiem`,
      latitude: 21.03,
      longitude: 105.85,
      online: true,
      ...overrides,
    },
  });
}
