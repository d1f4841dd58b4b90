import { expiryOf, instantOf, wallClockOf } from './offerTime';

describe('expiryOf (spec section 5)', () => {
  const now = new Date('2026-11-26T03:00:00Z'); // 10:00 in Vietnam

  it('counts the Vietnamese calendar days left', () => {
    expect(expiryOf('2026-11-29T13:00:00Z', now)).toEqual({ kind: 'days', days: 3 });
    expect(expiryOf('2026-11-27T01:00:00Z', now)).toEqual({ kind: 'days', days: 1 });
  });

  it('says today when it ends later the same Vietnamese day', () => {
    expect(expiryOf('2026-11-26T16:45:00Z', now)).toEqual({ kind: 'today' });
  });

  it('says expired once the moment has passed', () => {
    expect(expiryOf('2026-11-26T02:59:00Z', now)).toEqual({ kind: 'expired' });
    expect(expiryOf('2026-11-26T03:00:00Z', now)).toEqual({ kind: 'expired' });
  });

  it('goes by the date in Vietnam, not in UTC', () => {
    const lateEvening = new Date('2026-11-26T16:30:00Z'); // 23:30 on the 26th in Vietnam
    expect(expiryOf('2026-11-27T01:00:00Z', lateEvening)).toEqual({ kind: 'days', days: 1 });
  });
});

describe('wall-clock times', () => {
  it('round-trips a quarter hour in Vietnam', () => {
    const instant = instantOf({ date: '2026-12-01', time: '09:15' });
    expect(instant).toBe('2026-12-01T02:15:00.000Z');
    expect(wallClockOf(instant!)).toEqual({ date: '2026-12-01', time: '09:15' });
  });

  it('refuses times off the quarter-hour grid or outside 08:00–23:45', () => {
    expect(instantOf({ date: '2026-12-01', time: '07:45' })).toBeNull();
    expect(instantOf({ date: '2026-12-01', time: '09:10' })).toBeNull();
    expect(instantOf({ date: '', time: '09:00' })).toBeNull();
  });
});
