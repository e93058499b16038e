import { style } from '@vanilla-extract/css';

import { vars } from '../../themes/contract.css';

export const divider = style({
  height: 0,
  borderBlockStart: `1px solid ${vars.colour.border.subtle}`,
  '@media': { '(forced-colors: active)': { borderBlockStartColor: 'CanvasText' } },
});
