import { vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const note = style({ margin: 0 });
