import type { ReactNode } from 'react';

import type { Sprinkles } from '../../sprinkles.css';
import type { Breakpoint } from '../../tokens/breakpoints';
import { Box } from '../Box';

const verticalAlignments = { top: 'flex-start', center: 'center', bottom: 'flex-end', stretch: 'stretch' } as const;

export interface ColumnsProps {
  /** `Column` elements. */
  children: ReactNode;
  /** The space between columns (and between the stacked columns once collapsed); responsive. */
  space: Sprinkles['gap'];
  /** Below this breakpoint the columns stack one under another, full width. */
  collapseBelow?: Exclude<Breakpoint, 'mobile'>;
  /** Vertical alignment of columns of unequal height, while side by side. */
  alignY?: keyof typeof verticalAlignments;
}

/** Places `Column`s side by side, optionally stacking them on narrow screens. */
export function Columns({ children, space, collapseBelow, alignY = 'stretch' }: ColumnsProps) {
  const alignItems = verticalAlignments[alignY];
  return (
    <Box
      display="flex"
      gap={space}
      flexDirection={collapseBelow ? { mobile: 'column', [collapseBelow]: 'row' } : 'row'}
      alignItems={collapseBelow ? { mobile: 'stretch', [collapseBelow]: alignItems } : alignItems}
    >
      {children}
    </Box>
  );
}
