import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { Children, createContext, use, useMemo, type ReactNode } from 'react';
import {
  cachedNumberFormat,
  formatParsedMessage,
  type MessageValue,
  type MessageValues,
  type TagFunction,
} from './formatParsedMessage';

/**
 * The part of react-intl's API the app uses (IntlProvider, useIntl, FormattedMessage), for messages parsed at build
 * time. The production build uses it in place of react-intl (see scripts/precompiledMessages.ts), which also
 * parses, formats dates and relative times, and checks a message's values: work the app does not need in the
 * browser, as its catalogues are parsed and checked before they ship. Tests and Storybook run react-intl itself;
 * compiledIntl.test.tsx formats every message of every catalogue with both and expects the same.
 */
type ParsedCatalogue = Readonly<Record<string, readonly MessageFormatElement[] | string>>;

interface MessageDescriptor {
  readonly id: string;
}

interface IntlConfig {
  readonly locale: string;
  readonly defaultLocale?: string;
  readonly messages?: ParsedCatalogue;
  readonly timeZone?: string;
}

export interface IntlShape extends IntlConfig {
  formatMessage(descriptor: MessageDescriptor, values?: MessageValues): string & ReactNode;
  formatNumber(value: number | bigint, options?: Intl.NumberFormatOptions): string;
  formatList(list: readonly ReactNode[], options?: Intl.ListFormatOptions): string & ReactNode;
  formatDate(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
  formatTime(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
}

/** A date or time in the provider's time zone unless told otherwise; react-intl's defaults for each. */
function formatDateTime(
  locale: string,
  timeZone: string | undefined,
  value: Date | number | string,
  defaults: Intl.DateTimeFormatOptions,
  options: Intl.DateTimeFormatOptions | undefined,
): string {
  const formatOptions = { timeZone, ...(options && Object.keys(options).length > 0 ? options : defaults) };
  return new Intl.DateTimeFormat(locale, formatOptions).format(new Date(value));
}

/** Rich-text tags get their chunks keyed, as react-intl gives them. */
function keyedTags(values: MessageValues | undefined): MessageValues | undefined {
  if (!values) return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]): [string, MessageValue] => [
      name,
      typeof value === 'function' ? (chunks: ReactNode[]) => (value as TagFunction)(Children.toArray(chunks)) : value,
    ]),
  );
}

/** One string when every part is text, else the keyed parts (react-intl's answer). */
function joined(parts: ReactNode[]): string & ReactNode {
  if (parts.length === 0) return '' as string & ReactNode;
  return (parts.length === 1 ? parts[0] : Children.toArray(parts)) as string & ReactNode;
}

export function createIntl(config: IntlConfig): IntlShape {
  const { locale, messages = {} } = config;
  return {
    ...config,
    formatMessage({ id }, values) {
      const message = messages[id];
      // A message not loaded yet, or one that cannot be formatted, shows its id, as react-intl does.
      if (message === undefined) return id as string & ReactNode;
      // Plain texts ship as strings (scripts/precompiledMessages.ts).
      if (typeof message === 'string') return message as string & ReactNode;
      try {
        return joined(formatParsedMessage(message, locale, keyedTags(values)));
      } catch {
        return id as string & ReactNode;
      }
    },
    formatNumber: (value, options) => cachedNumberFormat(locale, options).format(value),
    formatDate: (value, options) => formatDateTime(locale, config.timeZone, value, {}, options),
    formatTime: (value, options) =>
      formatDateTime(locale, config.timeZone, value, { hour: 'numeric', minute: 'numeric' }, options),
    formatList(list, options) {
      const format = new Intl.ListFormat(locale, options);
      if (list.every((item) => typeof item === 'string')) return format.format(list as string[]) as string & ReactNode;
      // Nodes keep their place: the list is formatted with their indexes, then each index swapped back.
      const parts = format.formatToParts(list.map((_, index) => String(index)));
      return joined(parts.map((part) => (part.type === 'element' ? list[Number(part.value)] : part.value)));
    },
  };
}

const IntlContext = createContext<IntlShape | null>(null);

export function IntlProvider({ children, ...config }: IntlConfig & { readonly children?: ReactNode }) {
  const { locale, defaultLocale, messages, timeZone } = config;
  const intl = useMemo(
    () => createIntl({ locale, defaultLocale, messages, timeZone }),
    [locale, defaultLocale, messages, timeZone],
  );
  return <IntlContext value={intl}>{children}</IntlContext>;
}

export function useIntl(): IntlShape {
  const intl = use(IntlContext);
  if (!intl) throw new Error('useIntl needs an IntlProvider above it.');
  return intl;
}

export function FormattedMessage({ id, values }: { readonly id: string; readonly values?: MessageValues }) {
  return <>{useIntl().formatMessage({ id }, values)}</>;
}
