/**
 * Viewport widths (px) at which each layout begins. The spec's mobile layout covers every width
 * up to 425 px; the mobile-first styles below tablet also serve the widths between 426 and 767 px.
 */
export const breakpoints = {
  mobile: 0,
  tablet: 768,
  laptop: 1024,
  desktop: 1440,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** The widest viewport the spec calls mobile, for checks such as `window.innerWidth <= mobileMaxWidth`. */
export const mobileMaxWidth = 425;

/** Media queries that match from each breakpoint upwards (mobile matches every width). */
export const breakpointQueries = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  laptop: `screen and (min-width: ${breakpoints.laptop}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;
