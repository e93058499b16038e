import { style } from '@vanilla-extract/css';

import { vars } from '../../themes/contract.css';
import { breakpointQueries } from '../../tokens/breakpoints';

// Phones: logo and user menu share the first row, the navigation gets a row of its own.
// From the tablet breakpoint up all three sit on one row.
export const header = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"logo user" "nav nav"',
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

export const logo = style({ gridArea: 'logo', display: 'flex', alignItems: 'center', minWidth: 0 });

export const navigation = style({
  gridArea: 'nav',
  minWidth: 0,
  // Navigation wider than a phone scrolls sideways instead of wrapping under the logo.
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const userMenu = style({ gridArea: 'user', display: 'flex', alignItems: 'center', gap: vars.space.xsmall });
