import { vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  maxWidth: '40rem',
});
