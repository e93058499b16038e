import { vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';

// The column of a page inside the shell: heading, lead and content, at a readable width.
export const shellPage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  maxWidth: '40rem',
});
