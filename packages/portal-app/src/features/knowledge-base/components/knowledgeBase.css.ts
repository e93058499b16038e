import { vars } from '@partner-insights/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const breadcrumb = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: `0 0 ${vars.space.small}`,
  padding: 0,
});
globalStyle(`${breadcrumb} li + li::before`, {
  content: '"›"',
  marginInlineEnd: vars.space.xsmall,
  color: vars.colour.text.secondary,
});

/** The topics of a knowledge base: cards that wrap from one column on a phone to three on a wide screen. */
export const categories = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.large,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const category = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  border: `1px solid ${vars.colour.border.subtle}`,
  borderRadius: vars.radius.medium,
  background: vars.colour.surface.raised,
});

export const categoryTitle = style({
  margin: 0,
  fontSize: vars.typography.heading['3'].fontSize,
  lineHeight: vars.typography.heading['3'].lineHeight,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const muted = style({ margin: 0, color: vars.colour.text.secondary });

export const linkList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const result = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const resultTitle = style({
  margin: 0,
  fontSize: vars.typography.text.large.fontSize,
  lineHeight: vars.typography.text.large.lineHeight,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const mark = style({
  background: vars.colour.caution.soft,
  color: 'inherit',
  fontWeight: vars.typography.fontWeight.semibold,
  borderRadius: vars.radius.small,
});

export const searchBox = style({ maxWidth: '32rem' });
