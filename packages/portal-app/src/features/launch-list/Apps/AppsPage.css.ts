import { vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

// As many tiles a row as fit at a readable width; one a row on a phone.
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The line a category's heading takes while the products load. */
export const headingPlaceholder = style({
  display: 'inline-block',
  width: '12rem',
  borderRadius: vars.radius.small,
  backgroundColor: vars.colour.neutral.soft,
  '@media': { '(forced-colors: active)': { border: '1px solid GrayText' } },
});

export const articles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  paddingInlineStart: vars.space.large,
});
