import { vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

/** A reference is quoted whole: it never breaks at its hyphen. */
export const reference = style({ whiteSpace: 'nowrap' });
