import type { PrismaClient } from '../../generated/prisma/client';
import { publicShopBikeWhere, publicStoreWhere } from '../public-stores/public-visibility';

/** One page of the sitemap, by its path; `lastModified` when the data knows it. */
export interface SitemapPage {
  path: string;
  lastModified?: Date;
}

/** Average stars and how many reviews; null without reviews. */
export interface PageRating {
  average: number;
  count: number;
}

/**
 * The sitemap protocol allows 50,000 URLs a file; each page is listed twice (en and vn), so
 * at most this many pages. Past that, a sitemap index would be needed.
 */
export const maxSitemapPages = 25_000;

const shopDetails = {
  city: true,
  openingSlots: { orderBy: [{ weekday: 'asc' as const }, { opensAt: 'asc' as const }] },
};

const bikeDetails = {
  bike: { include: { brand: { select: { name: true } }, category: true } },
  store: { include: { city: true } },
};

function ratingOf(aggregate: { _avg: { rating: number | null }; _count: { _all: number } }) {
  const average = aggregate._avg.rating;
  if (average === null || aggregate._count._all === 0) return null;
  return { average: Math.round(average * 10) / 10, count: aggregate._count._all };
}

/**
 * What search engines and link previews read: the public pages for the sitemap, and each
 * page's subject for its metadata. Only what travellers may see (public-visibility.ts); each
 * method is a fixed number of statements.
 */
export class SeoService {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * The landing page, every city with a public shop, every public shop and shop bike: four
   * statements (the shop bikes' bikes in one of their own), whatever their number.
   */
  async sitemapPages(): Promise<SitemapPage[]> {
    const take = maxSitemapPages;
    const [cities, shops, shopBikes] = await Promise.all([
      this.prisma.city.findMany({
        where: { stores: { some: publicStoreWhere } },
        select: { slug: true, updatedAt: true },
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
        take,
      }),
      this.prisma.store.findMany({
        where: publicStoreWhere,
        select: { id: true, updatedAt: true },
        orderBy: { id: 'asc' },
        take,
      }),
      this.prisma.shopBike.findMany({
        where: publicShopBikeWhere,
        select: { id: true, updatedAt: true, bike: { select: { updatedAt: true } } },
        orderBy: { id: 'asc' },
        take,
      }),
    ]);
    const latest = (a: Date, b: Date) => (a > b ? a : b);
    return [
      { path: '/' },
      ...cities.map((city) => ({
        path: `/cities/${encodeURIComponent(city.slug)}`,
        lastModified: city.updatedAt,
      })),
      ...shops.map((shop) => ({ path: `/shops/${shop.id}`, lastModified: shop.updatedAt })),
      ...shopBikes.map((shopBike) => ({
        path: `/bikes/${shopBike.id}`,
        lastModified: latest(shopBike.updatedAt, shopBike.bike.updatedAt),
      })),
    ].slice(0, maxSitemapPages);
  }

  /** A city by slug (its page exists whether or not it has shops yet). */
  city(slug: string) {
    return this.prisma.city.findUnique({ where: { slug } });
  }

  /** A public shop with its city, opening hours and rating; null for any other. */
  async shop(storeId: number) {
    const [shop, reviews] = await Promise.all([
      this.prisma.store.findFirst({
        where: { id: storeId, ...publicStoreWhere },
        include: shopDetails,
      }),
      this.prisma.review.aggregate({
        where: { storeId },
        _avg: { rating: true },
        _count: { _all: true },
      }),
    ]);
    return shop && { ...shop, rating: ratingOf(reviews) };
  }

  /** A public shop bike with its bike, shop, city and rating; null for any other. */
  async shopBike(shopBikeId: number) {
    const [shopBike, reviews] = await Promise.all([
      this.prisma.shopBike.findFirst({
        where: { id: shopBikeId, ...publicShopBikeWhere },
        include: bikeDetails,
      }),
      this.prisma.review.aggregate({
        where: { shopBikeId },
        _avg: { rating: true },
        _count: { _all: true },
      }),
    ]);
    return shopBike && { ...shopBike, rating: ratingOf(reviews) };
  }

  /** An online, unexpired special offer of a public shop bike; null for any other. */
  offer(offerId: number, now = new Date()) {
    return this.prisma.offer.findFirst({
      where: {
        id: offerId,
        online: true,
        bookableUntil: { gt: now },
        store: publicStoreWhere,
        shopBike: publicShopBikeWhere,
      },
      include: { store: { include: { city: true } }, shopBike: { include: { bike: true } } },
    });
  }
}

export type SeoShop = NonNullable<Awaited<ReturnType<SeoService['shop']>>>;
export type SeoShopBike = NonNullable<Awaited<ReturnType<SeoService['shopBike']>>>;
export type SeoOffer = NonNullable<Awaited<ReturnType<SeoService['offer']>>>;
export type SeoCity = NonNullable<Awaited<ReturnType<SeoService['city']>>>;
