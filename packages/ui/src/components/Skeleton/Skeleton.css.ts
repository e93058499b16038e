import { keyframes, style } from '@vanilla-extract/css';

import { vars } from '../../themes/contract.css';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const bar = style({
  height: '0.75rem',
  borderRadius: vars.radius.small,
  backgroundColor: vars.colour.neutral.soft,
  animation: `${pulse} 1.6s ${vars.motion.easing.standard} infinite`,
  // System colours would erase the fill: draw the outline of each placeholder instead.
  '@media': { '(forced-colors: active)': { border: '1px solid GrayText' } },
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlock: vars.space.xxsmall,
});

export const table = style({
  display: 'flex',
  flexDirection: 'column',
});

export const tableRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: '3rem',
  paddingInline: vars.space.small,
  borderBlockEnd: `1px solid ${vars.colour.border.subtle}`,
});

export const tableCell = style({ flex: '1 1 0', minWidth: 0 });
