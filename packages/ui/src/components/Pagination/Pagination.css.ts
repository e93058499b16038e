import { style } from '@vanilla-extract/css';

import { vars } from '../../themes/contract.css';

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  fontFamily: vars.typography.fontFamily.body,
  color: vars.colour.text.primary,
});

// Its label beside the menu button, in the status's text.
export const pageSize = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  color: vars.colour.text.secondary,
});

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.medium,
  minHeight: '2.5rem',
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  color: vars.colour.text.secondary,
});

export const buttons = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: '2.5rem',
});

export const icon = style({
  width: '1rem',
  height: '1rem',
});
