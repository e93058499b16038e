import { breakpointQueries, vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';

export const homeLink = style({
  display: 'inline-flex',
  borderRadius: vars.radius.small,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: '4px' },
  },
});

export const navigationList = style({
  display: 'flex',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navigationLink = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxsmall,
  borderBottom: '2px solid transparent',
  color: vars.colour.text.primary,
  fontWeight: vars.typography.fontWeight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { borderBottomColor: vars.colour.border.strong },
    '&[aria-current="page"]': { borderBottomColor: vars.colour.brand.solid },
    '&:focus-visible': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: '2px' },
  },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
});

// On phones the name gives its room to the logo; the menu button still names the user.
export const userName = style({
  display: 'none',
  fontWeight: vars.typography.fontWeight.semibold,
  whiteSpace: 'nowrap',
  '@media': {
    [breakpointQueries.tablet]: { display: 'inline' },
  },
});
