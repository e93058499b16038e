import { breakpointQueries, vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';

export const exportArea = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

/** The download's progress, beside the button it came from. */
export const progress = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.colour.text.secondary,
});

export const selection = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const selectedCount = style({
  color: vars.colour.text.secondary,
});

/** As tall as the tab list it stands for, while the counts in its labels load. */
export const tabsSkeleton = style({
  minHeight: vars.size.control,
});

/** The header's buttons: bulk upload and bulk edit beside adding one user. */
export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

/** Where the table's search and actions stand while their code loads: one row from a tablet up, two on a phone. */
export const toolbarPlaceholder = style({
  minHeight: '8.25rem',
  '@media': {
    [breakpointQueries.tablet]: { minHeight: '4.75rem' },
  },
});
