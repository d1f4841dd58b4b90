import type { AppConfig } from './config';
import type { PrismaClient } from './generated/prisma/client';
import { AuthService } from './modules/auth/auth.service';
import { LoginThrottle } from './modules/auth/auth.throttle';
import { AccessTokens } from './modules/auth/auth.tokens';
import { CatalogService } from './modules/catalog/catalog.service';
import { CityService } from './modules/catalog/city.service';
import { ShopOwnerService } from './modules/shop-owners/shop-owners.service';

/** The application's services: created once per process, shared by all requests. */
export function createServices(prisma: PrismaClient, config: AppConfig) {
  const tokens = new AccessTokens(config.auth.jwtSecret, config.auth.tokenLifetimeSeconds);
  const auth = new AuthService(prisma, tokens, new LoginThrottle(config.auth.loginThrottle));
  return {
    tokens,
    auth,
    cities: new CityService(prisma),
    catalog: new CatalogService(prisma),
    shopOwners: new ShopOwnerService(prisma, auth, config.publicUrl),
  };
}

export type Services = ReturnType<typeof createServices>;
