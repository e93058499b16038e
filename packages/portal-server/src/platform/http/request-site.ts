import {
  DEFAULT_LOCALE,
  isNonProductionHost,
  LOCALES,
  marketFromHost,
  type Environment,
  type Locale,
  type Market,
} from '@partner-insights/contracts';
import type { Context } from 'hono';

/** The deployment a request reached, read from its host name. */
export interface RequestSite {
  readonly market: Market;
  readonly environment: Environment;
}

export function requestSite(c: Context): RequestSite {
  const host = c.req.header('host') ?? '';
  return { market: marketFromHost(host), environment: isNonProductionHost(host) ? 'non-production' : 'production' };
}

/** The language ranges of an Accept-Language header, most wanted first (e.g. `fr-CA;q=0.8, en;q=0.5`). */
function preferredRanges(header: string): string[] {
  return header
    .split(',')
    .map((entry, index) => {
      const [range = '', ...parameters] = entry.split(';').map((part) => part.trim());
      const quality = parameters.find((parameter) => parameter.startsWith('q='))?.slice(2);
      const weight = quality === undefined ? 1 : Number(quality);
      return { range, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ range, weight }) => range !== '' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ range }) => range);
}

/** Language tags compare case-insensitively: `es-mx` is es-MX. */
const portalLocaleOf = (range: string): Locale | undefined =>
  LOCALES.find((locale) => locale.toLowerCase() === range.toLowerCase());

/** The portal language the request's Accept-Language prefers most; en-US when it names none of them. */
export function requestLocale(c: Context): Locale {
  for (const range of preferredRanges(c.req.header('accept-language') ?? '')) {
    const locale = portalLocaleOf(range);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
