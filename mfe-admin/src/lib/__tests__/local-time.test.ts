/** @jest-environment node */
import { fromDateTimeLocal, toDateTimeLocal } from '../local-time';

// The machine's time zone is whatever it is: each expectation names the instant through the local
// Date constructor, so it holds in any zone (and a zone with an offset tests the conversion for real).
const localInstant = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('toDateTimeLocal', () => {
  it('shows an instant as the local date and time, to the minute', () => {
    expect(toDateTimeLocal(localInstant(2026, 4, 1, 9, 0))).toBe('2026-05-01T09:00');
    expect(toDateTimeLocal(new Date(2026, 11, 31, 23, 59, 42, 500).toISOString())).toBe('2026-12-31T23:59');
  });

  it.each([null, '', 'not a date'])('shows %j as an empty field', (iso) => {
    expect(toDateTimeLocal(iso)).toBe('');
  });
});

describe('fromDateTimeLocal', () => {
  it('reads the field in the local time zone and sends ISO 8601 with its zone (UTC)', () => {
    const iso = fromDateTimeLocal('2026-05-01T09:00');
    expect(iso).toBe(localInstant(2026, 4, 1, 9, 0));
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('round-trips what the field shows', () => {
    expect(fromDateTimeLocal(toDateTimeLocal('2026-05-01T07:00:00.000Z'))).toBe('2026-05-01T07:00:00.000Z');
  });

  it.each(['', '2026-05-01', '2026-05-01T9:00', 'soon'])('reads %j as no time', (value) => {
    expect(fromDateTimeLocal(value)).toBeNull();
  });
});
