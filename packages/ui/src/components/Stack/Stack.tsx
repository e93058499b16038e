import { Children, Fragment, type ReactNode } from 'react';

import type { Sprinkles } from '../../sprinkles.css';
import { Box } from '../Box';
import * as styles from './Stack.css';

const alignments = { left: 'flex-start', center: 'center', right: 'flex-end', stretch: 'stretch' } as const;

export interface StackProps {
  children: ReactNode;
  /** The vertical space between items; responsive, e.g. `{ mobile: 'small', tablet: 'large' }`. */
  space: Sprinkles['gap'];
  /** Horizontal alignment of the items; they stretch to the full width unless told. */
  align?: keyof typeof alignments;
  /** Draws a thin rule between items (decorative: hidden from assistive technology). */
  dividers?: boolean;
}

/** Lays its children out one under another with even, responsive space between them. */
export function Stack({ children, space, align = 'stretch', dividers = false }: StackProps) {
  const items = Children.toArray(children);
  return (
    <Box display="flex" flexDirection="column" alignItems={alignments[align]} gap={space}>
      {items.map((item, index) => (
        <Fragment key={index}>
          {dividers && index > 0 && <div aria-hidden="true" className={styles.divider} />}
          {item}
        </Fragment>
      ))}
    </Box>
  );
}
