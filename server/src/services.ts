import type { AppConfig } from './config';
import type { PrismaClient } from './generated/prisma/client';
import { AuthService } from './modules/auth/auth.service';
import { BikeService } from './modules/bikes/bikes.service';
import { LoginThrottle } from './modules/auth/auth.throttle';
import { AccessTokens } from './modules/auth/auth.tokens';
import { CatalogService } from './modules/catalog/catalog.service';
import { CityService } from './modules/catalog/city.service';
import { ShopOwnerService } from './modules/shop-owners/shop-owners.service';
import { AnalyticsService } from './modules/analytics/analytics.service';
import { PartnerService } from './modules/partners/partners.service';
import { StoreService } from './modules/stores/stores.service';
import { StoreTransferService } from './modules/stores/store-transfers.service';
import { StoreAddonService } from './modules/stores/store-addons.service';
import { createMediaService } from './modules/media/media.store-config';
import { OfferService } from './modules/offers/offers.service';
import { ReviewService } from './modules/reviews/reviews.service';
import { AddonService } from './modules/addons/addons.service';

/** The application's services: created once per process, shared by all requests. */
export function createServices(prisma: PrismaClient, config: AppConfig) {
  const tokens = new AccessTokens(config.auth.jwtSecret, config.auth.tokenLifetimeSeconds);
  const auth = new AuthService(prisma, tokens, new LoginThrottle(config.auth.loginThrottle));
  const stores = new StoreService(prisma);
  const media = createMediaService(prisma, config);
  return {
    tokens,
    auth,
    cities: new CityService(prisma, media.store),
    catalog: new CatalogService(prisma),
    bikes: new BikeService(prisma),
    shopOwners: new ShopOwnerService(prisma, auth, config.publicUrl),
    analytics: new AnalyticsService(prisma),
    partners: new PartnerService(prisma, config.publicUrl),
    stores,
    storeTransfers: new StoreTransferService(prisma, stores),
    storeAddons: new StoreAddonService(prisma, stores),
    media,
    offers: new OfferService(prisma),
    reviews: new ReviewService(prisma),
    addons: new AddonService(prisma),
  };
}

export type Services = ReturnType<typeof createServices>;
