import { style } from '@vanilla-extract/css';

import { vars } from '../../themes/contract.css';

export const errorPanel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.medium,
  color: vars.colour.text.secondary,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  textAlign: 'center',
});

export const icon = style({
  width: '2.5rem',
  height: '2.5rem',
  color: vars.colour.critical.text,
  '@media': { '(forced-colors: active)': { color: 'CanvasText' } },
});

export const title = style({
  margin: 0,
  color: vars.colour.text.primary,
  fontSize: vars.typography.heading['4'].fontSize,
  lineHeight: vars.typography.heading['4'].lineHeight,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const hint = style({ margin: 0 });
