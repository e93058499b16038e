import { style, styleVariants } from '@vanilla-extract/css';

import { vars } from '../../themes/contract.css';
import { breakpointQueries, breakpoints } from '../../tokens/breakpoints';

/** Windows narrower than the tablet breakpoint: where the phone menu replaces the navigation and user menu. */
const phones = `(width < ${breakpoints.tablet}px)`;

// From the tablet breakpoint up, logo, navigation and user menu sit on one row.
const headerBase = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  backgroundColor: vars.colour.surface.raised,
  borderBlockEnd: `1px solid ${vars.colour.border.subtle}`,
  fontFamily: vars.typography.fontFamily.body,
  '@media': {
    [breakpointQueries.tablet]: {
      gridTemplateColumns: 'auto 1fr auto',
      gridTemplateAreas: '"logo nav user"',
      paddingInline: vars.space.large,
    },
    '(forced-colors: active)': { borderBlockEndColor: 'CanvasText' },
  },
});

export const header = styleVariants({
  // Phones without a phone menu: logo and user menu share the first row, the navigation gets a row of its own.
  stacked: [headerBase, { gridTemplateAreas: '"logo user" "nav nav"' }],
  // Phones with one: the logo and the menu button.
  phoneMenu: [headerBase, { '@media': { [phones]: { gridTemplateAreas: '"logo menu"' } } }],
});

export const logo = style({ gridArea: 'logo', display: 'flex', alignItems: 'center', minWidth: 0 });

/** Hidden on phones, where the phone menu offers the same. */
const hiddenOnPhones = style({ '@media': { [phones]: { display: 'none' } } });

const navigationBase = style({
  gridArea: 'nav',
  minWidth: 0,
  // Navigation wider than a phone scrolls sideways instead of wrapping under the logo.
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const navigation = styleVariants({
  stacked: [navigationBase],
  phoneMenu: [navigationBase, hiddenOnPhones],
});

const userMenuBase = style({ gridArea: 'user', display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const userMenu = styleVariants({
  stacked: [userMenuBase],
  phoneMenu: [userMenuBase, hiddenOnPhones],
});

export const phoneMenu = style({
  gridArea: 'menu',
  display: 'none',
  '@media': { [phones]: { display: 'flex' } },
});

export const menuButtonLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const menuIcon = style({ flexShrink: 0, width: '1.25rem', height: '1.25rem' });
