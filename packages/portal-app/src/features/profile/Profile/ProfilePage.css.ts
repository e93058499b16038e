import { vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';

// The profile's own styles; the layout it shares with other pages is in pageLayout.css.

export const value = style({
  margin: 0,
  overflowWrap: 'anywhere',
  fontWeight: vars.typography.fontWeight.semibold,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.medium,
});
