import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { ReactNode } from 'react';

/** A message value: a primitive, a node, or a rich-text tag's function of its chunks. */
export type MessageValue = string | number | bigint | boolean | null | undefined | Date | ReactNode | TagFunction;
export type TagFunction = (chunks: ReactNode[]) => ReactNode;
export type MessageValues = Readonly<Record<string, MessageValue>>;

/** react-intl's named number styles (`{share, number, percent}`). */
const NUMBER_STYLES: Readonly<Record<string, Intl.NumberFormatOptions>> = {
  integer: { maximumFractionDigits: 0 },
  currency: { style: 'currency' },
  percent: { style: 'percent' },
};

const formatters = new Map<string, Intl.NumberFormat | Intl.PluralRules>();

/** One formatter per locale and options, made once: formatting runs on every render. */
export function cachedNumberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(locale, options)));
  return formatter;
}

function pluralRules(locale: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `p|${locale}|${type}`;
  let rules = formatters.get(key) as Intl.PluralRules | undefined;
  if (!rules) formatters.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules;
}

/** A value the message needs was not given: the caller shows the message's id instead, as react-intl does. */
export class MissingValueError extends Error {}

function valueOf(values: MessageValues | undefined, name: string): MessageValue {
  if (!values || !(name in values)) throw new MissingValueError(`The value "${name}" is missing.`);
  return values[name];
}

function numberStyle(style: unknown): Intl.NumberFormatOptions | undefined {
  if (typeof style === 'string') return NUMBER_STYLES[style];
  return (style as { parsedOptions?: Intl.NumberFormatOptions } | null)?.parsedOptions;
}

/**
 * The parts of a message parsed at build time (scripts/precompiledMessages.ts), formatted as intl-messageformat
 * does for the elements the catalogues use: arguments, numbers, plurals and `#`, selects and rich-text tags.
 * Adjacent strings are joined.
 */
export function formatParsedMessage(
  elements: readonly MessageFormatElement[],
  locale: string,
  values: MessageValues | undefined,
  pluralValue?: number,
): ReactNode[] {
  const parts: ReactNode[] = [];
  const push = (part: ReactNode) => {
    const last = parts.length - 1;
    if (typeof part === 'string' && typeof parts[last] === 'string') parts[last] += part;
    else parts.push(part);
  };
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        push(element.value);
        break;
      case TYPE.pound:
        if (pluralValue !== undefined) push(cachedNumberFormat(locale).format(pluralValue));
        break;
      case TYPE.argument: {
        const value = valueOf(values, element.value);
        const primitive = typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint';
        push(primitive ? String(value) : value ? (value as ReactNode) : '');
        break;
      }
      case TYPE.number: {
        const style = numberStyle(element.style);
        let value = valueOf(values, element.value) as number;
        if (style && 'scale' in style) value *= Number(style.scale) || 1;
        push(cachedNumberFormat(locale, style).format(value));
        break;
      }
      case TYPE.tag: {
        const format = valueOf(values, element.value);
        if (typeof format !== 'function') throw new TypeError(`The value "${element.value}" must be a function.`);
        const chunks = format(formatParsedMessage(element.children, locale, values, pluralValue));
        for (const chunk of Array.isArray(chunks) ? (chunks as ReactNode[]) : [chunks]) push(chunk);
        break;
      }
      case TYPE.select: {
        const value = String(valueOf(values, element.value));
        const option = Object.hasOwn(element.options, value) ? element.options[value] : element.options.other;
        if (!option) throw new RangeError(`No option of "${element.value}" for "${value}".`);
        for (const part of formatParsedMessage(option.value, locale, values)) push(part);
        break;
      }
      case TYPE.plural: {
        const value = Number(valueOf(values, element.value));
        const exact = `=${value}`;
        const rule = pluralRules(locale, element.pluralType ?? 'cardinal').select(value - element.offset);
        const option = Object.hasOwn(element.options, exact)
          ? element.options[exact]
          : ((Object.hasOwn(element.options, rule) ? element.options[rule] : undefined) ?? element.options.other);
        if (!option) throw new RangeError(`No option of "${element.value}" for ${value}.`);
        for (const part of formatParsedMessage(option.value, locale, values, value - element.offset)) push(part);
        break;
      }
      default:
        // Dates and times are formatted by the app before they reach a message (see dateFormats.ts).
        throw new TypeError(`Messages do not format element type ${element.type}.`);
    }
  }
  return parts;
}
