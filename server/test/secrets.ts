import { randomBytes } from 'node:crypto';

/** A signing key production accepts: random, as a real one must be (config.ts refuses weak ones). */
export const productionJwtSecret = randomBytes(32).toString('base64url');
