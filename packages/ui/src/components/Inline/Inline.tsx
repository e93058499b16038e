import type { ReactNode } from 'react';

import type { Sprinkles } from '../../sprinkles.css';
import { Box } from '../Box';

const horizontalAlignments = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;
const verticalAlignments = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;

export interface InlineProps {
  children: ReactNode;
  /** The space between items, both across and between wrapped rows; responsive. */
  space: Sprinkles['gap'];
  align?: keyof typeof horizontalAlignments;
  alignY?: keyof typeof verticalAlignments;
}

/** Lays its children out side by side, wrapping onto new rows when the width runs out. */
export function Inline({ children, space, align = 'left', alignY = 'center' }: InlineProps) {
  return (
    <Box
      display="flex"
      flexWrap="wrap"
      gap={space}
      justifyContent={horizontalAlignments[align]}
      alignItems={verticalAlignments[alignY]}
    >
      {children}
    </Box>
  );
}
