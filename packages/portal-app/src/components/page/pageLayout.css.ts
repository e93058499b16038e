import { vars } from '@partner-insights/ui';
import { style, styleVariants } from '@vanilla-extract/css';

// The layout app pages share: a column of sections, their headers and notes, and description lists.

const pageBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

/**
 * `narrow` for reading and short forms (profile, a ticket), `wide` for pages of cards or long forms, `full` for
 * tables, which take the window's width.
 */
export const page = styleVariants({
  narrow: [pageBase, { maxWidth: '48rem' }],
  wide: [pageBase, { maxWidth: '60rem' }],
  full: [pageBase],
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

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
