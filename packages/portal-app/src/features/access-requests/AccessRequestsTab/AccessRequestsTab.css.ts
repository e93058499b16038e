import { vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';

export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const requester = style({ display: 'flex', flexDirection: 'column' });

export const email = style({
  color: vars.colour.text.secondary,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  overflowWrap: 'anywhere',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const summary = style({ margin: 0 });
