import type { AppConfig } from './config';
import type { PrismaClient } from './generated/prisma/client';
import { AuthService } from './modules/auth/auth.service';
import { BikeService } from './modules/bikes/bikes.service';
import { LoginThrottle } from './modules/auth/auth.throttle';
import { AccessTokens } from './modules/auth/auth.tokens';
import { RateLimitHitService } from './modules/auth/rate-limit-hits.service';
import { CatalogService } from './modules/catalog/catalog.service';
import { CityService } from './modules/catalog/city.service';
import { ShopOwnerService } from './modules/shop-owners/shop-owners.service';
import { AnalyticsService } from './modules/analytics/analytics.service';
import { AnalyticsReportService } from './modules/analytics/analytics-report.service';
import { PartnerVisitService } from './modules/analytics/partner-visits.service';
import { PartnerService } from './modules/partners/partners.service';
import { StoreService } from './modules/stores/stores.service';
import { StoreTransferService } from './modules/stores/store-transfers.service';
import { StoreAddonService } from './modules/stores/store-addons.service';
import { createMediaService } from './modules/media/media.store-config';
import { OfferService } from './modules/offers/offers.service';
import { ReviewService } from './modules/reviews/reviews.service';
import { AddonService } from './modules/addons/addons.service';
import { PublicStoreService } from './modules/public-stores/public-stores.service';
import { ReviewListService } from './modules/reviews/review-lists.service';
import { OwnerReviewService } from './modules/reviews/owner-reviews.service';
import { BookingService } from './modules/bookings/bookings.service';
import { OfferHoldService } from './modules/bookings/offer-holds.service';
import { CurrencyService } from './modules/currency/currency.service';
import { SearchService } from './modules/search/search.service';
import { SeoService } from './modules/seo/seo.service';
import { ShopOrderService } from './modules/shop-orders/shop-orders.service';
import { HostelService } from './modules/hostels/hostels.service';
import { AppSettingsService } from './modules/app-settings/app-settings.service';
import { WebPushKeyStore } from './modules/push/push.keys';
import { pushOutboundClient } from './modules/push/push-endpoints';

/** The application's services: created once per process, shared by all requests. */
export function createServices(prisma: PrismaClient, config: AppConfig) {
  const tokens = new AccessTokens(config.auth.jwtSecret, config.auth.tokenLifetimeSeconds);
  const auth = new AuthService(
    prisma,
    tokens,
    new LoginThrottle(prisma, config.auth.loginThrottle),
    {
      pushOutbound: pushOutboundClient(config),
      wrongCurrentPasswordsBeforeSignOut: config.auth.wrongCurrentPasswordsBeforeSignOut,
    },
  );
  const stores = new StoreService(prisma);
  const media = createMediaService(prisma, config);
  const currency = new CurrencyService(prisma, config.currencyRates);
  return {
    tokens,
    auth,
    cities: new CityService(prisma, media.store),
    hostels: new HostelService(prisma),
    appSettings: new AppSettingsService(config.appSettings),
    pushKeys: new WebPushKeyStore(prisma, config.push.vapidKeys),
    catalog: new CatalogService(prisma),
    bikes: new BikeService(prisma),
    shopOwners: new ShopOwnerService(prisma, auth, config.publicUrl),
    analytics: new AnalyticsService(prisma),
    analyticsReports: new AnalyticsReportService(prisma),
    partnerVisits: new PartnerVisitService(prisma, {
      maxFailures: config.partnerVisitRateLimit.maxVisits,
      windowSeconds: config.partnerVisitRateLimit.windowSeconds,
    }),
    rateLimitHits: new RateLimitHitService(
      prisma,
      Math.max(
        config.auth.loginThrottle.windowSeconds,
        config.bookings.rateLimit.windowSeconds,
        config.offerHolds.rateLimit.windowSeconds,
        config.partnerVisitRateLimit.windowSeconds,
      ),
    ),
    partners: new PartnerService(prisma, config.publicUrl),
    stores,
    storeTransfers: new StoreTransferService(prisma, stores),
    storeAddons: new StoreAddonService(prisma, stores),
    media,
    offers: new OfferService(prisma),
    reviews: new ReviewService(prisma),
    addons: new AddonService(prisma),
    publicStores: new PublicStoreService(prisma),
    seo: new SeoService(prisma),
    reviewLists: new ReviewListService(prisma),
    ownerReviews: new OwnerReviewService(prisma),
    bookings: new BookingService(
      prisma,
      {
        publicUrl: config.publicUrl,
        verifyHours: config.bookings.verifyHours,
        recipientLimits: config.bookings.recipientLimits,
      },
      new LoginThrottle(prisma, {
        maxFailures: config.bookings.rateLimit.maxBookings,
        windowSeconds: config.bookings.rateLimit.windowSeconds,
      }),
    ),
    offerHolds: new OfferHoldService(
      prisma,
      { perClient: config.offerHolds.perClient },
      new LoginThrottle(prisma, {
        maxFailures: config.offerHolds.rateLimit.maxStarts,
        windowSeconds: config.offerHolds.rateLimit.windowSeconds,
      }),
    ),
    currency,
    search: new SearchService(prisma, currency),
    shopOrders: new ShopOrderService(prisma, config.publicUrl),
  };
}

export type Services = ReturnType<typeof createServices>;
