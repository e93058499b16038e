import { breakpointQueries, vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';

/** The ways to get help: one column on a phone, two from tablets on. */
export const options = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [breakpointQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const option = style({ display: 'flex', flexDirection: 'column' });

export const optionContent = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const optionTitle = style({
  margin: 0,
  fontSize: vars.typography.heading['4'].fontSize,
  lineHeight: vars.typography.heading['4'].lineHeight,
});

export const topics = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
