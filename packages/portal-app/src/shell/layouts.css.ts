import { breakpointQueries, vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
});

// At least a screen tall, so the footer starts below the fold: a page that grows as its data arrives moves nothing
// the reader can see (no layout shift).
export const shellMain = style({
  flexGrow: 1,
  minHeight: '100dvh',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.medium,
  outline: 'none',
  '@media': {
    [breakpointQueries.tablet]: { paddingBlock: vars.space.xxlarge, paddingInline: vars.space.xlarge },
  },
});

export const standaloneMain = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100dvh',
  padding: vars.space.medium,
  '@media': {
    [breakpointQueries.tablet]: { padding: vars.space.xlarge },
  },
});

export const framedStandaloneMain = style({
  flexGrow: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  paddingBlock: vars.space.xlarge,
  '@media': {
    [breakpointQueries.tablet]: { padding: vars.space.xlarge },
  },
});
