import { vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.heading['2'].fontSize,
  lineHeight: vars.typography.heading['2'].lineHeight,
  fontWeight: vars.typography.fontWeight.bold,
});

export const hint = style({
  margin: 0,
  color: vars.colour.text.secondary,
});
