import { style } from '@vanilla-extract/css';

import { focusRing } from '../../focusRing';
import { vars } from '../../themes/contract.css';

const forcedColors = '(forced-colors: active)';

/**
 * The input and its button share the field's box; the box shows the focus of either. The input carries
 * the inner space, so the suggestions line up with the box's edge.
 */
export const group = style([
  {
    paddingInline: 0,
    selectors: {
      '&:hover': { borderColor: vars.colour.neutral.text },
    },
    '@media': {
      [forcedColors]: {
        selectors: {
          '&:hover': { borderColor: 'Highlight' },
        },
      },
    },
  },
  focusRing({ selector: '&:focus-within' }),
]);

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  padding: 0,
  paddingInlineStart: vars.space.small,
  border: 'none',
  borderRadius: `${vars.radius.medium} 0 0 ${vars.radius.medium}`,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.colour.text.secondary, opacity: 1 },
  },
});

export const button = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  minWidth: '2.5rem',
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: `0 ${vars.radius.medium} ${vars.radius.medium} 0`,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.colour.neutral.soft },
    '&[data-disabled]': { cursor: 'default', backgroundColor: 'transparent' },
  },
  '@media': {
    [forcedColors]: {
      selectors: { '&[data-hovered]': { backgroundColor: 'transparent' } },
    },
  },
});
