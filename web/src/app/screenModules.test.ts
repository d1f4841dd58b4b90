import { screenForPath } from './screenModules';

describe('the screen a path shows (loaded ahead by the boot)', () => {
  it.each([
    ['/', 'landing'],
    ['/search', 'search'],
    ['/search/', 'search'],
    ['/cities/hanoi', 'city'],
    ['/shops/12', 'shop'],
    ['/bikes/34', 'bike'],
    ['/offers/5', 'offer'],
    ['/reserve/34', 'reservation'],
    ['/booking/XM-123', 'checkEmail'],
    ['/verify', 'verify'],
    ['/cancel', 'cancel'],
    ['/review', 'review'],
    ['/bikes', 'notFound'],
    ['/bikes/34/more', 'notFound'],
    ['/nowhere', 'notFound'],
  ])('%s shows %s', (path, screen) => {
    expect(screenForPath(path)).toBe(screen);
  });
});
