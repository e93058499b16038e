import { style } from '@vanilla-extract/css';

import { vars } from '../../themes/contract.css';

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.colour.text.secondary },
    '[data-disabled] &[data-placeholder]': { color: vars.colour.text.disabled },
  },
});
