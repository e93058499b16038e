import { style } from '@vanilla-extract/css';

import { breakpointQueries, vars } from '@partner-insights/ui';

/**
 * Grid layout: one column on phones, then as many columns of at least 18rem as fit from the tablet width up.
 * Spacing comes from the theme's scale.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': {
    [breakpointQueries.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(18rem, 100%), 1fr))' },
  },
});

/** Stack layout: one field under another. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

/**
 * Parts that take a whole row: sections, long fields (text areas, files), and what is not a field (the failure
 * message, the submit button).
 */
export const fullRow = style({ gridColumn: '1 / -1' });

/** A section: its title over its own grid (or stack) of fields. */
export const section = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const sectionTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.medium,
  padding: 0,
  color: vars.colour.text.primary,
  fontSize: vars.typography.heading['4'].fontSize,
  lineHeight: vars.typography.heading['4'].lineHeight,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const sectionDescription = style({
  marginBlockStart: `calc(-1 * ${vars.space.small})`,
  marginBlockEnd: vars.space.medium,
  marginInline: 0,
  color: vars.colour.text.secondary,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
});
