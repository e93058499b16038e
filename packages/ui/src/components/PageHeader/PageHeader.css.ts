import { style } from '@vanilla-extract/css';

import { vars } from '../../themes/contract.css';

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  fontFamily: vars.typography.fontFamily.body,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  // Takes the row; the actions wrap under it once the two no longer fit side by side.
  flex: '1 1 20rem',
  minWidth: 0,
});

export const title = style({
  margin: 0,
  color: vars.colour.text.primary,
  fontSize: vars.typography.heading['2'].fontSize,
  lineHeight: vars.typography.heading['2'].lineHeight,
  fontWeight: vars.typography.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  color: vars.colour.text.secondary,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });
