import { defaultTimes, readTrip, tripQuery, writeTrip } from './trip';

describe('trips in URLs', () => {
  it('reads cities by slug and times, and writes them back', () => {
    const params = new URLSearchParams(
      'city=hanoi&to=hue&start=2026-12-01T10:00&end=2026-12-04T10:00&sort=price-asc',
    );
    const trip = readTrip(params);
    expect(trip).toEqual({
      city: 'hanoi',
      to: 'hue',
      start: '2026-12-01T10:00',
      end: '2026-12-04T10:00',
    });
    expect(writeTrip({ ...trip, to: null }, params).toString()).toBe(
      'city=hanoi&start=2026-12-01T10%3A00&end=2026-12-04T10%3A00&sort=price-asc',
    );
  });

  it('leaves out broken times, a return before pickup and a one way to the same city', () => {
    expect(readTrip(new URLSearchParams('city=hue&to=hue&start=x&end=2026-12-04T10:00'))).toEqual({
      city: 'hue',
    });
    expect(
      readTrip(new URLSearchParams('city=hue&start=2026-12-04T10:00&end=2026-12-01T10:00')),
    ).toEqual({ city: 'hue' });
  });

  it('starts a new visitor at the next quarter hour for three days', () => {
    expect(defaultTimes(new Date('2026-12-01T03:07:00Z'))).toEqual({
      start: '2026-12-01T10:15',
      end: '2026-12-04T10:15',
    });
    expect(tripQuery({ city: 'hanoi', ...defaultTimes(new Date('2026-12-01T03:07:00Z')) })).toBe(
      'city=hanoi&start=2026-12-01T10%3A15&end=2026-12-04T10%3A15',
    );
  });
});
