import type { ReactNode } from 'react';

import type { Sprinkles } from '../../sprinkles.css';
import { Box } from '../Box';
import * as styles from './Card.css';

export interface CardProps extends styles.CardVariants {
  children: ReactNode;
  /** Inner space; responsive. */
  padding?: Sprinkles['padding'];
  /** The element to render: `section` or `article` where the content is one. */
  as?: 'div' | 'section' | 'article';
}

/** A raised surface grouping related content, optionally marked with a tone on its start edge. */
export function Card({
  children,
  padding = { mobile: 'medium', tablet: 'large' },
  as = 'div',
  tone,
  shadow,
}: CardProps) {
  return (
    <Box as={as} padding={padding} className={styles.card({ tone, shadow })}>
      {children}
    </Box>
  );
}
