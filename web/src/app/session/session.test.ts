import {
  loginPathFor,
  safeRedirect,
  signedInUser,
  signIn,
  signOut,
  sessionStorageKey,
} from './session';

describe('safeRedirect', () => {
  it('keeps paths of this site, with their query and hash', () => {
    expect(safeRedirect('/shopowner/bikes?shop=3#top', '/shopowner')).toBe(
      '/shopowner/bikes?shop=3#top',
    );
  });

  it.each([
    ['another site', 'https://evil.example/x'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'shopowner'],
    ['nothing', null],
  ])('gives the fallback for %s', (_, target) => {
    expect(safeRedirect(target, '/shopowner')).toBe('/shopowner');
  });
});

describe('loginPathFor', () => {
  it('asks the login to come back here', () => {
    expect(loginPathFor('/shopowner/login', '/shopowner/bookings?shop=2')).toBe(
      '/shopowner/login?redirectURL=%2Fshopowner%2Fbookings%3Fshop%3D2',
    );
  });

  it('does not send the login back to itself', () => {
    expect(loginPathFor('/shopowner/login', '/shopowner/login?redirectURL=%2Fx')).toBe(
      '/shopowner/login',
    );
  });
});

describe('the stored session', () => {
  it('survives in storage and is gone after signing out', () => {
    signIn({ token: 't1', userName: 'owner1', role: 'SHOP_OWNER' });
    expect(JSON.parse(window.localStorage.getItem(sessionStorageKey)!)).toEqual({
      token: 't1',
      userName: 'owner1',
      role: 'SHOP_OWNER',
    });
    expect(signedInUser()).toEqual({ token: 't1', userName: 'owner1', role: 'SHOP_OWNER' });
    signOut();
    expect(window.localStorage.getItem(sessionStorageKey)).toBeNull();
    expect(signedInUser()).toBeNull();
  });

  it('takes a damaged or foreign entry for no session', () => {
    window.localStorage.setItem(sessionStorageKey, '{"token":1}');
    expect(signedInUser()).toBeNull();
    window.localStorage.setItem(sessionStorageKey, 'not json');
    expect(signedInUser()).toBeNull();
  });
});
