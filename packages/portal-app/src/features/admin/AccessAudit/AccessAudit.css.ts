import { vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';

export const message = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const description = style({ margin: 0 });
