import { style } from '@vanilla-extract/css';

import { focusRing } from '../../focusRing';
import { vars } from '../../themes/contract.css';
import { field, input } from '../Field/Field.css';

const iconInset = vars.space.small;
const clearButtonSize = '2rem';

export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: iconInset,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.colour.text.secondary,
  pointerEvents: 'none',
  selectors: {
    [`${field}[data-disabled] &`]: { color: vars.colour.text.disabled },
  },
});

export const searchInput = style([
  input,
  {
    paddingInlineStart: `calc(${iconInset} + 1.25rem + ${vars.space.xsmall})`,
    paddingInlineEnd: `calc(${clearButtonSize} + ${vars.space.xsmall})`,
    selectors: {
      // The field draws its own clear button.
      '&::-webkit-search-cancel-button': { appearance: 'none' },
      '&::-webkit-search-decoration': { appearance: 'none' },
    },
  },
]);

export const clearButton = style([
  {
    position: 'absolute',
    insetInlineEnd: vars.space.xxsmall,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: clearButtonSize,
    height: clearButtonSize,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.small,
    backgroundColor: 'transparent',
    color: vars.colour.text.secondary,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      [`${field}[data-empty] &`]: { display: 'none' },
      '&[data-hovered]': { backgroundColor: vars.colour.neutral.soft, color: vars.colour.text.primary },
      '&[data-pressed]': { backgroundColor: vars.colour.neutral.softPressed },
    },
    '@media': {
      '(forced-colors: active)': {
        color: 'ButtonText',
        selectors: {
          '&[data-hovered]': { borderColor: 'Highlight' },
        },
      },
    },
  },
  focusRing({ placement: 'inside' }),
]);

export const clearIcon = style({ width: '1rem', height: '1rem' });

// The hint region stays in the page while empty, so screen readers announce the hint when it
// appears; empty, it takes back the gap the field leaves before it.
export const hint = style({
  margin: 0,
  color: vars.colour.text.secondary,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  selectors: {
    '&:empty': { marginBlockStart: `calc(-1 * ${vars.space.xsmall})` },
  },
});
