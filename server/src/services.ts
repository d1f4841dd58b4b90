import type { AppConfig } from './config';
import type { PrismaClient } from './generated/prisma/client';
import { AuthService } from './modules/auth/auth.service';
import { LoginThrottle } from './modules/auth/auth.throttle';
import { AccessTokens } from './modules/auth/auth.tokens';
import { CityService } from './modules/catalog/city.service';

/** The application's services: created once per process, shared by all requests. */
export function createServices(prisma: PrismaClient, config: AppConfig) {
  const tokens = new AccessTokens(config.auth.jwtSecret, config.auth.tokenLifetimeSeconds);
  return {
    tokens,
    auth: new AuthService(prisma, tokens, new LoginThrottle(config.auth.loginThrottle)),
    cities: new CityService(prisma),
  };
}

export type Services = ReturnType<typeof createServices>;
