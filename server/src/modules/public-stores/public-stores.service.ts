import type { Prisma, PrismaClient, Store } from '../../generated/prisma/client';
import type { PageSource } from '../../graphql/connection';
import { NotFoundError } from '../../shared/errors';
import { publicShopBikeWhere, publicStoreWhere, publicTransferWhere } from './public-visibility';

export type PublicStoreRow = Store;

const bikeDetails = {
  bike: {
    include: {
      brand: { select: { name: true } },
      category: { select: { nameEn: true, nameVn: true } },
    },
  },
} satisfies Prisma.ShopBikeInclude;

export type PublicBikeRow = Prisma.ShopBikeGetPayload<{ include: typeof bikeDetails }>;

export type PublicTransferRow = Prisma.StoreTransferGetPayload<{
  include: { fromStore: true; toStore: true };
}>;

export type PublicShopAddonRow = Prisma.StoreAddonGetPayload<{ include: { addon: true } }>;

/** Average stars (one decimal; null without reviews) and how many reviews. */
export interface RatingValue {
  average: number | null;
  count: number;
}

export const noRating: RatingValue = { average: null, count: 0 };

const shopOrder = [{ name: 'asc' as const }, { id: 'asc' as const }];
const bikeOrder = [{ pricePerDay: 'asc' as const }, { id: 'asc' as const }];

function ratingOf(group: { _avg: { rating: number | null }; _count: { _all: number } }) {
  const average = group._avg.rating;
  return {
    average: average === null ? null : Math.round(average * 10) / 10,
    count: group._count._all,
  };
}

/**
 * What travellers read about shops, their bikes, add-ons and one-way transfers. Everything
 * passes the one visibility rule (public-visibility.ts): anything else is "not found".
 */
export class PublicStoreService {
  constructor(private readonly prisma: PrismaClient) {}

  /** Public shops, of one city when given (NOT_FOUND for an unknown city), by name. */
  async shopsSource(cityId?: number): Promise<PageSource<PublicStoreRow>> {
    if (cityId !== undefined) await this.requireCity(cityId, 'City');
    const where = { ...publicStoreWhere, ...(cityId === undefined ? {} : { cityId }) };
    return {
      count: () => this.prisma.store.count({ where }),
      slice: (offset, limit) =>
        this.prisma.store.findMany({ where, orderBy: shopOrder, skip: offset, take: limit }),
    };
  }

  /** The public shops of the pickup city and, for a one-way trip, of the return city. */
  async tripShops(startCityId: number, returnCityId?: number) {
    await this.requireCity(startCityId, 'The pickup city');
    if (returnCityId !== undefined) await this.requireCity(returnCityId, 'The return city');
    const shopsIn = (cityId: number) =>
      this.prisma.store.findMany({ where: { ...publicStoreWhere, cityId }, orderBy: shopOrder });
    const [pickupShops, returnShops] = await Promise.all([
      shopsIn(startCityId),
      returnCityId === undefined ? Promise.resolve([]) : shopsIn(returnCityId),
    ]);
    return { pickupShops, returnShops };
  }

  storesByIds(ids: readonly number[]): Promise<PublicStoreRow[]> {
    return this.prisma.store.findMany({ where: { ...publicStoreWhere, id: { in: [...ids] } } });
  }

  shopBikesByIds(ids: readonly number[]): Promise<PublicBikeRow[]> {
    return this.prisma.shopBike.findMany({
      where: { ...publicShopBikeWhere, id: { in: [...ids] } },
      include: bikeDetails,
    });
  }

  shopBikesOfStores(storeIds: readonly number[]): Promise<PublicBikeRow[]> {
    return this.prisma.shopBike.findMany({
      where: { ...publicShopBikeWhere, storeId: { in: [...storeIds] } },
      include: bikeDetails,
      orderBy: bikeOrder,
    });
  }

  /** The public shops of each city, by name (for `City.shops`). */
  shopsOfCities(cityIds: readonly number[]): Promise<PublicStoreRow[]> {
    return this.prisma.store.findMany({
      where: { ...publicStoreWhere, cityId: { in: [...cityIds] } },
      orderBy: shopOrder,
    });
  }

  /** A bike as one public shop offers it, by the bike's public id. */
  shopBikeByPublicId(storeId: number, publicId: string): Promise<PublicBikeRow | null> {
    return this.prisma.shopBike.findFirst({
      where: { ...publicShopBikeWhere, storeId, bike: { deletedAt: null, publicId } },
      include: bikeDetails,
    });
  }

  /** Public bikes per shop (0 when none). */
  async bikeCounts(storeIds: readonly number[]): Promise<Map<number, number>> {
    const groups = await this.prisma.shopBike.groupBy({
      by: ['storeId'],
      where: { ...publicShopBikeWhere, storeId: { in: [...storeIds] } },
      _count: { _all: true },
    });
    return new Map(groups.map((group) => [group.storeId, group._count._all]));
  }

  async storeRatings(storeIds: readonly number[]): Promise<Map<number, RatingValue>> {
    const groups = await this.prisma.review.groupBy({
      by: ['storeId'],
      where: { storeId: { in: [...storeIds] } },
      _avg: { rating: true },
      _count: { _all: true },
    });
    return new Map(groups.map((group) => [group.storeId!, ratingOf(group)]));
  }

  async shopBikeRatings(shopBikeIds: readonly number[]): Promise<Map<number, RatingValue>> {
    const groups = await this.prisma.review.groupBy({
      by: ['shopBikeId'],
      where: { shopBikeId: { in: [...shopBikeIds] } },
      _avg: { rating: true },
      _count: { _all: true },
    });
    return new Map(groups.map((group) => [group.shopBikeId!, ratingOf(group)]));
  }

  /** A public shop's active add-ons at its own prices, by English name. */
  async shopAddonsSource(storeId: number): Promise<PageSource<PublicShopAddonRow>> {
    await this.requireStore(storeId);
    const where = { storeId, active: true };
    return {
      count: () => this.prisma.storeAddon.count({ where }),
      slice: (offset, limit) =>
        this.prisma.storeAddon.findMany({
          where,
          include: { addon: true },
          orderBy: [{ addon: { nameEn: 'asc' } }, { id: 'asc' }],
          skip: offset,
          take: limit,
        }),
    };
  }

  /** Per shop: its active add-ons at its own prices, by English name (for `PublicShop.addons`). */
  addonsOfStores(storeIds: readonly number[]): Promise<PublicShopAddonRow[]> {
    return this.prisma.storeAddon.findMany({
      where: { storeId: { in: [...storeIds] }, active: true },
      include: { addon: true },
      orderBy: [{ addon: { nameEn: 'asc' } }, { id: 'asc' }],
    });
  }

  /** Per shop: the active add-ons it includes at no cost (0 per day and 0 once), by name. */
  freeAddonsOfStores(storeIds: readonly number[]): Promise<PublicShopAddonRow[]> {
    return this.prisma.storeAddon.findMany({
      where: { storeId: { in: [...storeIds] }, active: true, pricePerDay: 0, oneTimePrice: 0 },
      include: { addon: true },
      orderBy: [{ addon: { nameEn: 'asc' } }, { id: 'asc' }],
    });
  }

  /** Active transfers from a public shop to public shops (of one city when given). */
  async transfersSource(
    storeId: number,
    toCityId?: number,
  ): Promise<PageSource<PublicTransferRow>> {
    await this.requireStore(storeId);
    if (toCityId !== undefined) await this.requireCity(toCityId, 'City');
    const where: Prisma.StoreTransferWhereInput = {
      ...publicTransferWhere,
      fromStoreId: storeId,
      ...(toCityId === undefined ? {} : { toStore: { ...publicStoreWhere, cityId: toCityId } }),
    };
    return {
      count: () => this.prisma.storeTransfer.count({ where }),
      slice: (offset, limit) =>
        this.prisma.storeTransfer.findMany({
          where,
          include: { fromStore: true, toStore: true },
          orderBy: [{ toStore: { name: 'asc' } }, { id: 'asc' }],
          skip: offset,
          take: limit,
        }),
    };
  }

  /** Per shop: its active transfers to public shops, by destination name (`PublicShop.transfers`). */
  transfersFromStores(storeIds: readonly number[]): Promise<PublicTransferRow[]> {
    return this.prisma.storeTransfer.findMany({
      where: { ...publicTransferWhere, fromStoreId: { in: [...storeIds] } },
      include: { fromStore: true, toStore: true },
      orderBy: [{ toStore: { name: 'asc' } }, { id: 'asc' }],
    });
  }

  transfer(id: number): Promise<PublicTransferRow | null> {
    return this.prisma.storeTransfer.findFirst({
      where: { ...publicTransferWhere, id },
      include: { fromStore: true, toStore: true },
    });
  }

  private async requireStore(storeId: number): Promise<void> {
    const found = await this.prisma.store.findFirst({
      where: { ...publicStoreWhere, id: storeId },
      select: { id: true },
    });
    if (!found) throw new NotFoundError('The shop');
  }

  private async requireCity(cityId: number, what: string): Promise<void> {
    const found = await this.prisma.city.findUnique({
      where: { id: cityId },
      select: { id: true },
    });
    if (!found) throw new NotFoundError(what);
  }
}
