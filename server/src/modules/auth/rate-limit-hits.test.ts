import { startTestApp, type TestApp } from '../../../test/app';
import { rateLimitHitsJobName } from './rate-limit-hits.job';

let t: TestApp;

beforeAll(async () => {
  // The sign-in window (15 min) is the longest here; bookings, partner visits and (set so
  // here; an hour by default) the offer holds started count 10 min.
  t = await startTestApp({ OFFER_HOLD_RATE_LIMIT_WINDOW_SECONDS: '600' });
});

afterAll(async () => {
  await t.close();
});

it('forgets the accounts and client addresses of every throttle once no window can count them', async () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  await t.db.prisma.rateLimitHit.createMany({
    data: [
      { key: 'address:198.51.100.1', at: ago(16) },
      { key: 'account:lan.forgotten', at: ago(16) },
      { key: 'booking:198.51.100.1', at: ago(16) },
      { key: 'partner-visit:198.51.100.1', at: ago(16) },
      { key: 'offer-hold:198.51.100.1', at: ago(16) },
      { key: 'address:198.51.100.2', at: ago(14) },
      { key: 'booking:198.51.100.2', at: ago(14) },
      { key: 'partner-visit:198.51.100.2', at: ago(1) },
      { key: 'offer-hold:198.51.100.2', at: ago(9) },
    ],
  });

  expect(await t.app.jobs.runOnce(rateLimitHitsJobName, { now })).toBe('ran');

  const kept = await t.db.prisma.rateLimitHit.findMany({ orderBy: { key: 'asc' } });
  expect(kept.map((hit) => hit.key)).toEqual([
    'address:198.51.100.2',
    'booking:198.51.100.2',
    'offer-hold:198.51.100.2',
    'partner-visit:198.51.100.2',
  ]);
});
