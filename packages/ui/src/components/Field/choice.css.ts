import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '../../themes/contract.css';

/** Width of a choice's indicator (box, circle, track): help text lines up with the label after it. */
export const indicatorWidth = createVar();

/** A checkbox, radio or switch with its own help text. */
export const choiceField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  fontFamily: vars.typography.fontFamily.body,
});

/** The pressable row: indicator, then label. */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  width: 'fit-content',
  color: vars.colour.text.primary,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { color: vars.colour.text.disabled, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': { selectors: { '&[data-disabled]': { color: 'GrayText' } } },
  },
});

/** Help text and error under a choice, aligned with its label. */
export const choiceHelp = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingInlineStart: `calc(${indicatorWidth} + ${vars.space.xsmall})`,
  selectors: { '&:empty': { display: 'none' } },
});

/** A labelled group of choices (checkbox group, radio group). */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  border: 0,
  margin: 0,
  padding: 0,
  fontFamily: vars.typography.fontFamily.body,
});

/** The choices of a group, in a column or (wrapping) in a row. */
export const options = recipe({
  base: { display: 'flex', gap: vars.space.small },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.large },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export type OptionsVariants = NonNullable<RecipeVariants<typeof options>>;
