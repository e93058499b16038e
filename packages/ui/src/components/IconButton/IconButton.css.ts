import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../../themes/contract.css';

/** Squares Button's look off around the icon: as wide as the size is tall. */
export const square = recipe({
  base: {
    paddingInline: 0,
    flexShrink: 0,
  },
  variants: {
    size: {
      small: { width: '2rem' },
      medium: { width: vars.size.control },
      large: { width: '3rem' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const icon = style({
  display: 'inline-flex',
});

globalStyle(`${icon} > svg`, {
  width: '1.25em',
  height: '1.25em',
});
