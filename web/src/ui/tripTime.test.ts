import {
  addDays,
  isPast,
  isValidLocal,
  nextSlot,
  rentalDays,
  slotsAhead,
  timeSlots,
  toInstant,
  vietnamLocal,
} from './tripTime';

describe('trip times (Vietnamese wall-clock time)', () => {
  it('offers every quarter hour from 08:00 to 23:45', () => {
    expect(timeSlots[0]).toBe('08:00');
    expect(timeSlots[1]).toBe('08:15');
    expect(timeSlots.at(-1)).toBe('23:45');
    expect(timeSlots).toHaveLength(64);
  });

  it('reads the time in Vietnam whatever the zone of the phone', () => {
    expect(vietnamLocal(new Date('2026-12-01T03:07:00Z'))).toBe('2026-12-01T10:07');
    expect(vietnamLocal(new Date('2026-12-01T20:00:00Z'))).toBe('2026-12-02T03:00');
  });

  it('rounds the default pickup up to the next quarter hour', () => {
    expect(nextSlot(new Date('2026-12-01T03:07:00Z'))).toBe('2026-12-01T10:15');
    expect(nextSlot(new Date('2026-12-01T03:15:00Z'))).toBe('2026-12-01T10:15');
  });

  it('moves the default pickup to 08:00 before opening and to the next morning after 23:45', () => {
    expect(nextSlot(new Date('2026-12-01T20:00:00Z'))).toBe('2026-12-02T08:00');
    expect(nextSlot(new Date('2026-12-01T16:50:00Z'))).toBe('2026-12-02T08:00');
  });

  it('does not offer past slots today, and offers all of them on later days', () => {
    const now = new Date('2026-12-01T09:00:00Z'); // 16:00 in Vietnam
    expect(slotsAhead('2026-12-01', now)[0]).toBe('16:00');
    expect(slotsAhead('2026-12-02', now)).toHaveLength(64);
    expect(isPast('2026-12-01T15:45', now)).toBe(true);
    expect(isPast('2026-12-01T16:00', now)).toBe(false);
  });

  it('sends instants with the Vietnamese offset', () => {
    expect(toInstant('2026-12-01T10:00')).toBe('2026-12-01T10:00:00+07:00');
    expect(new Date(toInstant('2026-12-01T10:00')).toISOString()).toBe('2026-12-01T03:00:00.000Z');
  });

  it('counts started 24-hour periods, at least one', () => {
    expect(rentalDays('2026-12-01T10:00', '2026-12-04T10:00')).toBe(3);
    expect(rentalDays('2026-12-01T10:00', '2026-12-04T10:15')).toBe(4);
    expect(rentalDays('2026-12-01T10:00', '2026-12-01T12:00')).toBe(1);
  });

  it('accepts only quarter-hour slots in the opening range as trip times', () => {
    expect(isValidLocal('2026-12-01T10:00')).toBe(true);
    expect(isValidLocal('2026-12-01T10:05')).toBe(false);
    expect(isValidLocal('2026-12-01T07:45')).toBe(false);
    expect(isValidLocal('2026-13-01T10:00')).toBe(false);
    expect(isValidLocal('tomorrow')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
