import { breakpointQueries, vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';

// The table beside the topic panel on wide windows; the panel below the table on narrower ones.
export const withPanel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': {
    [breakpointQueries.laptop]: { gridTemplateColumns: 'minmax(0, 1fr) 16rem', alignItems: 'start' },
  },
});

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const topicPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const panelHeading = style({
  margin: 0,
  fontSize: vars.typography.heading['4'].fontSize,
  lineHeight: vars.typography.heading['4'].lineHeight,
  outline: 'none',
});

export const topicList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [breakpointQueries.laptop]: { flexDirection: 'column' },
  },
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const definition = style({ margin: 0, maxWidth: '70ch' });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

// Where the search, product filter and export stand while their code loads: one row from a tablet up, stacked on
// a phone (their height in English; longer labels wrap a line more).
export const toolbarPlaceholder = style({
  minHeight: '10.5rem',
  '@media': {
    [breakpointQueries.tablet]: { minHeight: '4.75rem' },
  },
});
