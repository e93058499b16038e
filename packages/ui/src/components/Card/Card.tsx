import type { ReactNode } from 'react';

import * as styles from './Card.css';
import { cardPaddingClassNames, type CardPadding } from './cardPadding';

export interface CardProps extends styles.CardVariants {
  children: ReactNode;
  /** Inner space; responsive. */
  padding?: CardPadding;
  /** The element to render: `section` or `article` where the content is one. */
  as?: 'div' | 'section' | 'article';
  /** The id of the heading that names a section or article. */
  'aria-labelledby'?: string;
}

/** A raised surface grouping related content, optionally marked with a tone on its start edge. */
export function Card({
  children,
  padding = { mobile: 'medium', tablet: 'large' },
  as: Element = 'div',
  tone,
  shadow,
  'aria-labelledby': labelledBy,
}: CardProps) {
  return (
    <Element
      aria-labelledby={labelledBy}
      className={`${styles.card({ tone, shadow })} ${cardPaddingClassNames(padding)}`}
    >
      {children}
    </Element>
  );
}
