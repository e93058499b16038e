import { style } from '@vanilla-extract/css';

export const icon = style({
  width: '1.5rem',
  height: '1.5rem',
  flexShrink: 0,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
