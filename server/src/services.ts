import type { AppConfig } from './config';
import type { PrismaClient } from './generated/prisma/client';
import { AccessTokens } from './modules/auth/auth.tokens';
import { CityService } from './modules/catalog/city.service';

/** The application's services: created once per process, shared by all requests. */
export function createServices(prisma: PrismaClient, config: AppConfig) {
  return {
    tokens: new AccessTokens(config.auth.jwtSecret, config.auth.tokenLifetimeSeconds),
    cities: new CityService(prisma),
  };
}

export type Services = ReturnType<typeof createServices>;
