import { breakpointQueries, vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';

// The type of a page's h1, its lead paragraph and its section headings, shared until the ui package ships Heading
// and Text.

export const pageHeading = style({
  margin: 0,
  fontSize: vars.typography.heading['2'].fontSize,
  lineHeight: vars.typography.heading['2'].lineHeight,
  fontWeight: vars.typography.fontWeight.bold,
  overflowWrap: 'anywhere',
  '@media': {
    [breakpointQueries.tablet]: {
      fontSize: vars.typography.heading['1'].fontSize,
      lineHeight: vars.typography.heading['1'].lineHeight,
    },
  },
});

export const pageLead = style({
  margin: 0,
  color: vars.colour.text.secondary,
  fontSize: vars.typography.text.large.fontSize,
  lineHeight: vars.typography.text.large.lineHeight,
});

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.typography.heading['3'].fontSize,
  lineHeight: vars.typography.heading['3'].lineHeight,
  fontWeight: vars.typography.fontWeight.bold,
});
