import { style } from '@vanilla-extract/css';

import { vars } from '../../themes/contract.css';

export const icon = style({
  width: '2.5rem',
  height: '2.5rem',
  color: vars.colour.critical.text,
  '@media': { '(forced-colors: active)': { color: 'CanvasText' } },
});
