import { describe, expect, it } from 'vitest';
import { resolveTimezone, TIMEZONE_OPTIONS } from './timezones';

/** Minutes east of UTC read from a title such as "(UTC-03:30) Newfoundland Time - St. John's". */
function titleOffsetMinutes(title: string): number {
  const match = /^\(UTC([+-])(\d{2}):(\d{2})\) \S/.exec(title);
  if (!match) throw new Error(`Unlabelled option: ${title}`);
  const [, sign, hours, minutes] = match;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

const isZoneKnownToIntl = (zone: string) => {
  if (Intl.supportedValuesOf('timeZone').includes(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

describe('TIMEZONE_OPTIONS', () => {
  const offsets = TIMEZONE_OPTIONS.map(({ title }) => titleOffsetMinutes(title));

  it('offers about 120 distinct zones', () => {
    expect(TIMEZONE_OPTIONS.length).toBeGreaterThanOrEqual(110);
    expect(TIMEZONE_OPTIONS.length).toBeLessThanOrEqual(130);
    expect(new Set(TIMEZONE_OPTIONS.map(({ id }) => id)).size).toBe(TIMEZONE_OPTIONS.length);
  });

  it('names only zones Intl knows', () => {
    expect(TIMEZONE_OPTIONS.filter(({ id }) => !isZoneKnownToIntl(id))).toEqual([]);
  });

  it('runs from UTC-12:00 to UTC+14:00, ordered by offset', () => {
    expect(offsets.at(0)).toBe(-12 * 60);
    expect(offsets.at(-1)).toBe(14 * 60);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('labels each zone with its standard offset', () => {
    const offsetIn = (zone: string, instant: string) => {
      const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
        .formatToParts(new Date(instant))
        .find(({ type }) => type === 'timeZoneName')?.value;
      const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? '');
      if (!match) throw new Error(`No offset for ${zone}`);
      const [, sign, hours = '0', minutes = '0'] = match;
      return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
    };
    // Daylight saving time only ever moves clocks forward here, so the smaller offset is the standard one.
    const standard = TIMEZONE_OPTIONS.map(({ id }) =>
      Math.min(offsetIn(id, '2026-01-15T12:00:00Z'), offsetIn(id, '2026-07-15T12:00:00Z')),
    );
    expect(standard).toEqual(offsets);
  });

  it('includes the default, America/Chicago', () => {
    expect(TIMEZONE_OPTIONS).toContainEqual({ id: 'America/Chicago', title: '(UTC-06:00) Central Time - Chicago' });
  });
});

describe('resolveTimezone', () => {
  it.each(['America/Chicago', 'Asia/Tokyo', 'Pacific/Kiritimati'])('keeps the option %s', (zone) => {
    expect(resolveTimezone(zone)).toBe(zone);
  });

  it.each(['Mars/Olympus_Mons', 'america/chicago', 'America/Argentina/Cordoba', '', undefined, null, 5])(
    'falls back to America/Chicago for %s',
    (value) => {
      expect(resolveTimezone(value)).toBe('America/Chicago');
    },
  );
});
