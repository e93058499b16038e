import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { dateFormatter, formatDate, formatDateToParts, useDateFormatting } from './dateFormats';

const CHICAGO = 'America/Chicago';
// 9:30 in the morning in Chicago on 25 November 2026 (UTC-6).
const MOMENT = '2026-11-25T15:30:00.000Z';

describe('date formats (spec portal-shell §9)', () => {
  it('writes the short date as month name day, year', () => {
    expect(formatDate(MOMENT, 'short', 'en-US', CHICAGO)).toBe('November 25, 2026');
  });

  it('writes the numeric date as MM/D/YYYY', () => {
    expect(formatDate('2026-11-05T15:30:00.000Z', 'numeric', 'en-US', CHICAGO)).toBe('11/5/2026');
    expect(formatDate('2026-01-05T15:30:00.000Z', 'numeric', 'en-US', CHICAGO)).toBe('01/5/2026');
  });

  it('writes the date-time as MM/DD/YYYY, hh:mm AM or PM', () => {
    expect(formatDate('2026-11-05T15:30:00.000Z', 'dateTime', 'en-US', CHICAGO)).toBe('11/05/2026, 09:30 AM');
    expect(formatDate('2026-11-05T22:05:00.000Z', 'dateTime', 'en-US', CHICAGO)).toBe('11/05/2026, 04:05 PM');
  });

  it.each([
    ['es-MX', '25 de noviembre de 2026'],
    ['fr-CA', '25 novembre 2026'],
  ])('writes the short date in %s words and order', (locale, expected) => {
    expect(formatDate(MOMENT, 'short', locale, CHICAGO)).toBe(expected);
  });

  it('writes the moment in the time zone asked for', () => {
    expect(formatDate('2026-11-26T03:00:00.000Z', 'short', 'en-US', CHICAGO)).toBe('November 25, 2026');
    expect(formatDate('2026-11-26T03:00:00.000Z', 'short', 'en-US', 'Asia/Tokyo')).toBe('November 26, 2026');
  });

  it('keeps a calendar date on its day in every time zone', () => {
    expect(formatDate('2026-11-25', 'short', 'en-US', CHICAGO)).toBe('November 25, 2026');
    expect(formatDate('2026-11-25', 'numeric', 'en-US', 'Pacific/Kiritimati')).toBe('11/25/2026');
  });

  it('takes dates and epoch milliseconds as well as ISO strings', () => {
    const moment = Date.parse(MOMENT);
    expect(formatDate(moment, 'short', 'en-US', CHICAGO)).toBe('November 25, 2026');
    expect(formatDate(new Date(moment), 'short', 'en-US', CHICAGO)).toBe('November 25, 2026');
  });

  it('gives the parts, to lay the date and the time out apart', () => {
    const parts = formatDateToParts(MOMENT, 'dateTime', 'en-US', CHICAGO);
    // The parts keep ICU's narrow no-break space before AM or PM.
    expect(parts.map((part) => part.value).join('')).toMatch(/^11\/25\/2026, 09:30\sAM$/);
    expect(parts.find((part) => part.type === 'dayPeriod')?.value).toBe('AM');
  });

  it('makes each formatter once per format, locale and time zone', () => {
    expect(dateFormatter('short', 'fr-CA', CHICAGO)).toBe(dateFormatter('short', 'fr-CA', CHICAGO));
    expect(dateFormatter('short', 'fr-CA', CHICAGO)).not.toBe(dateFormatter('short', 'es-MX', CHICAGO));
    expect(dateFormatter('short', 'fr-CA', CHICAGO)).not.toBe(dateFormatter('numeric', 'fr-CA', CHICAGO));
    expect(dateFormatter('short', 'fr-CA', CHICAGO)).not.toBe(dateFormatter('short', 'fr-CA', 'UTC'));
  });

  it('formats in the language and time zone of the page', () => {
    const wrapper = ({ children }: { readonly children: ReactNode }) => (
      <IntlProvider locale="es-MX" timeZone="Asia/Tokyo">
        {children}
      </IntlProvider>
    );
    const { result } = renderHook(() => useDateFormatting(), { wrapper });

    expect(result.current.format('2026-11-26T03:00:00.000Z', 'short')).toBe('26 de noviembre de 2026');
  });
});
