import { hashPassword, isCommonPassword, verifyPassword } from './auth.passwords';

describe('passwords', () => {
  it('are hashed with argon2id at OWASP parameters and verified', async () => {
    const hashed = await hashPassword('correct horse battery staple');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hashed, 'Correct horse battery staple')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('knows the common ones, whatever their case', () => {
    for (const common of ['password', 'Password1', '12345678', 'iloveyou', 'QWERTYUIOP']) {
      expect([common, isCommonPassword(common)]).toEqual([common, true]);
    }
    expect(isCommonPassword('a-much-better-one')).toBe(false);
  });
});
