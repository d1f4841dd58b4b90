import { draftFrom, draftProblems, soundParts, tripOf, withPickup } from './tripDraft';

/** 10:07 in Vietnam on Tuesday 1 December 2026. */
const now = new Date('2026-12-01T03:07:00Z');
const draft = { ...draftFrom({ city: 'hanoi' }, now) };

describe('the trip form draft', () => {
  it('is sound with the defaults once a city is chosen', () => {
    expect(draftProblems(draft, now)).toEqual({});
    expect(tripOf(draft, now)).toEqual({
      city: 'hanoi',
      to: null,
      start: '2026-12-01T10:15',
      end: '2026-12-04T10:15',
    });
  });

  it('names each problem on its field', () => {
    expect(draftProblems({ ...draft, startDate: '' }, now)).toEqual({ startDate: 'startMissing' });
    expect(draftProblems({ ...draft, startTime: '09:00' }, now)).toEqual({
      startTime: 'startTimePast',
    });
    expect(
      draftProblems({ ...draft, startDate: '2027-12-01', endDate: '2027-12-04' }, now),
    ).toEqual({ startDate: 'startTooFar' });
    expect(draftProblems({ ...draft, endDate: '2027-03-02' }, now)).toEqual({ endDate: 'tooLong' });
    expect(draftProblems({ ...draft, endDate: '2026-03-01' }, now)).toEqual({
      endDate: 'endBeforeStart',
    });
    expect(draftProblems({ ...draft, oneWay: true, to: 'hanoi' }, now)).toEqual({
      to: 'toMissing',
    });
    expect(draftProblems({ ...draft, city: '' }, now)).toEqual({ city: 'cityMissing' });
  });

  it('after the last slot of the day, calls today too late rather than past', () => {
    const late = new Date('2026-12-01T16:50:00Z');
    expect(draftProblems({ ...draft, startDate: '2026-12-01' }, late).startDate).toBe(
      'noTimeToday',
    );
  });

  it('allows 90 days of rental and no more', () => {
    const start = { ...draft, startDate: '2026-12-02', startTime: '10:00', endTime: '10:00' };
    expect(draftProblems({ ...start, endDate: '2027-03-02' }, now)).toEqual({});
    expect(draftProblems({ ...start, endDate: '2027-03-02', endTime: '10:15' }, now)).toEqual({
      endDate: 'tooLong',
    });
  });

  it('keeps only the sound parts for later', () => {
    expect(soundParts({ ...draft, endDate: '2026-11-01' }, now)).toEqual({ city: 'hanoi' });
    expect(soundParts({ ...draft, city: '', oneWay: true, to: 'hue' }, now)).toEqual({
      start: '2026-12-01T10:15',
      end: '2026-12-04T10:15',
    });
  });

  it('moves a return the pickup passed, by the default three days when the old length is unknown', () => {
    expect(withPickup({ ...draft, endDate: '' }, '2026-12-10', '09:00')).toMatchObject({
      endDate: '2026-12-13',
      endTime: '09:00',
    });
    expect(withPickup(draft, '2026-12-02', '09:00')).toMatchObject({ endDate: '2026-12-04' });
  });
});
