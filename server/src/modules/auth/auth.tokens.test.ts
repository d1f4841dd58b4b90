import { SignJWT, UnsecuredJWT } from 'jose';
import { AccessTokens } from './auth.tokens';
import { Role } from './auth.types';

const secret = 'a-test-secret-that-is-long-enough-000';
const viewer = { userId: 5, role: Role.SHOP_OWNER, tokenVersion: 2 };

describe('AccessTokens', () => {
  const tokens = new AccessTokens(secret, 3600);

  it('verifies what it signed', async () => {
    expect(await tokens.verify(await tokens.sign(viewer))).toEqual(viewer);
  });

  it('rejects expired, foreign, unsigned and garbled tokens', async () => {
    expect(await new AccessTokens(secret, 1).verify(await expiredToken())).toBe('expired');
    const foreign = await new AccessTokens('another-secret-that-is-long-enough-11', 3600).sign(
      viewer,
    );
    expect(await tokens.verify(foreign)).toBe('invalid');
    const unsigned = new UnsecuredJWT({ role: 'ADMIN', ver: 0 })
      .setSubject('1')
      .setIssuer('xemay')
      .setAudience('xemay-api')
      .encode();
    expect(await tokens.verify(unsigned)).toBe('invalid');
    expect(await tokens.verify('not-a-token')).toBe('invalid');
  });

  it('rejects a validly signed token with an unknown role', async () => {
    const forged = await new SignJWT({ role: 'SUPERUSER', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('xemay')
      .setAudience('xemay-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(forged)).toBe('invalid');
  });
});

function expiredToken() {
  return new SignJWT({ role: viewer.role, ver: viewer.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(viewer.userId))
    .setIssuer('xemay')
    .setAudience('xemay-api')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
    .sign(new TextEncoder().encode(secret));
}
