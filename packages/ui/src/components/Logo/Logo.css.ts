import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '../../themes/contract.css';

export const logo = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    color: vars.colour.text.primary,
    fontFamily: vars.typography.fontFamily.body,
    fontWeight: vars.typography.fontWeight.bold,
    letterSpacing: '-0.01em',
    whiteSpace: 'nowrap',
  },
  variants: {
    // The mark is sized in em, so each size only sets the type and the gap scales with it.
    size: {
      small: { gap: vars.space.xsmall, fontSize: vars.typography.text.standard.fontSize },
      medium: { gap: vars.space.small, fontSize: vars.typography.heading['3'].fontSize },
      large: { gap: vars.space.small, fontSize: vars.typography.heading['1'].fontSize },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type LogoVariants = NonNullable<RecipeVariants<typeof logo>>;

export const mark = style({
  flexShrink: 0,
  width: '1.5em',
  height: '1.5em',
});

export const tile = style({
  fill: vars.colour.brand.solid,
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});

export const bars = style({
  fill: vars.colour.brand.onSolid,
  '@media': { '(forced-colors: active)': { fill: 'Canvas' } },
});

export const wordmark = style({
  lineHeight: 1,
});
