import type { Sprinkles } from '../../sprinkles.css';
import { padding } from './Card.css';

/** A card's inner space: one space, one per breakpoint, or a mobile-first list of them (as the layout props take). */
export type CardPadding = NonNullable<Sprinkles['padding']>;

type Condition = keyof typeof padding;
type Space = keyof (typeof padding)['mobile'];

const conditions = Object.keys(padding) as Condition[];

/**
 * The class names of a card's padding. The card's own classes rather than the layout props' runtime, which carries
 * the class names of every atomic style to every page with a card.
 */
export function cardPaddingClassNames(value: CardPadding): string {
  if (typeof value !== 'object') return padding.mobile[value];
  const byCondition: Partial<Record<Condition, Space | null>> = Array.isArray(value)
    ? Object.fromEntries(value.map((space, index) => [conditions[index], space]))
    : value;
  return conditions
    .flatMap((condition) => {
      const space = byCondition[condition];
      return space == null ? [] : [padding[condition][space]];
    })
    .join(' ');
}
