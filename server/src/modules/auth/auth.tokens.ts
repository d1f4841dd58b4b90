import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import type { TokenProblem, Viewer } from '../../shared/viewer';
import { Role } from './auth.types';

const algorithm = 'HS256';
const issuer = 'xemay';
const audience = 'xemay-api';

export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly lifetimeSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(viewer: Viewer): Promise<string> {
    return new SignJWT({ role: viewer.role, ver: viewer.tokenVersion })
      .setProtectedHeader({ alg: algorithm })
      .setSubject(String(viewer.userId))
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${this.lifetimeSeconds}s`)
      .sign(this.key);
  }

  /** The viewer a token proves, or why it proves nothing. */
  async verify(token: string): Promise<Viewer | TokenProblem> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [algorithm],
        issuer,
        audience,
      });
      const userId = Number(payload.sub);
      const role = payload.role;
      const tokenVersion = payload.ver;
      if (
        !Number.isInteger(userId) ||
        userId <= 0 ||
        (role !== Role.ADMIN && role !== Role.SHOP_OWNER) ||
        typeof tokenVersion !== 'number'
      ) {
        return 'invalid';
      }
      return { userId, role, tokenVersion };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) return 'expired';
      if (error instanceof joseErrors.JOSEError) return 'invalid';
      return 'malformed';
    }
  }
}
