import { vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';

// The page and its form are laid out as the profile they belong to (see ProfilePage.css).

export const products = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const product = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBlockEnd: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.colour.border.subtle}`,
});

export const productTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const productText = style({
  margin: 0,
  color: vars.colour.text.secondary,
});
