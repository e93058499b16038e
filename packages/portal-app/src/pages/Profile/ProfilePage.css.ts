import { vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: '48rem',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const sectionNote = style({
  margin: 0,
  color: vars.colour.text.secondary,
});

// Term and value side by side while there is room, stacked on a phone.
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.medium,
  margin: 0,
});

export const term = style({
  color: vars.colour.text.secondary,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

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

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
