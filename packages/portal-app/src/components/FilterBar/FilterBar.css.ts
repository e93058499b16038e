import { breakpointQueries, vars } from '@partner-insights/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A table's filter bar: the filters side by side in equal columns on wide screens, two to a row on medium ones, one
 * under another on phones, with the action (the export) at the end of the last row.
 */
export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  alignItems: 'end',
  gap: vars.space.medium,
  width: '100%',
});

export const filter = style({ minWidth: 0 });

// Each control takes its cell's width, so that the bar's columns line up.
globalStyle(`${filter} > *`, { width: '100%', maxWidth: 'none' });

/** The export ends the bar: full width under the filters on phones, at the end of the row from tablets on. */
export const actionCell = style({
  display: 'flex',
  flexDirection: 'column',
  gridColumn: '-2 / -1',
  '@media': {
    [breakpointQueries.tablet]: { alignItems: 'flex-end' },
  },
});
