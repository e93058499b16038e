import { style } from '@vanilla-extract/css';

import { vars } from '../../themes/contract.css';

export const suggestion = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  margin: 0,
});
