import { style } from '@vanilla-extract/css';

import { focusRing } from '../../focusRing';
import { vars } from '../../themes/contract.css';

const forcedColors = '(forced-colors: active)';

export const search = style({
  display: 'flex',
  padding: vars.space.xxsmall,
  paddingBlockEnd: 0,
});

export const searchInput = style([
  {
    width: '100%',
    minHeight: '2.25rem',
    margin: 0,
    paddingInline: vars.space.xsmall,
    backgroundColor: vars.colour.surface.raised,
    border: `1px solid ${vars.colour.border.strong}`,
    borderRadius: vars.radius.small,
    color: vars.colour.text.primary,
    font: 'inherit',
    outline: 'none',
    selectors: {
      '&::placeholder': { color: vars.colour.text.secondary, opacity: 1 },
      // Typing happens here while the options keep virtual focus: the ring shows where the keys go.
      // The search field's own clear control would duplicate Escape.
      '&::-webkit-search-cancel-button': { display: 'none' },
    },
    '@media': {
      [forcedColors]: {
        // Drawn with system colours by hand: left to the browser, the caret ignores \`caret-color\`.
        forcedColorAdjust: 'none',
        backgroundColor: 'Field',
        borderColor: 'ButtonText',
        color: 'FieldText',
      },
    },
  },
  focusRing({ selector: '&[data-focused]', placement: 'inside' }),
]);
