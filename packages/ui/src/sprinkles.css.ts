import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';

import { vars } from './themes/contract.css';
import { breakpointQueries } from './tokens/breakpoints';

// Mobile first: `mobile` applies at every width, each later condition from its breakpoint upwards,
// so `{ mobile: 'block', laptop: 'flex' }` (or `['block', null, 'flex']`) switches at 1024 px.
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': breakpointQueries.tablet },
    laptop: { '@media': breakpointQueries.laptop },
    desktop: { '@media': breakpointQueries.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'laptop', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    textAlign: ['left', 'center', 'right'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colourProperties = defineProperties({
  properties: {
    color: {
      primary: vars.colour.text.primary,
      secondary: vars.colour.text.secondary,
      inverse: vars.colour.text.inverse,
      link: vars.colour.text.link,
      brand: vars.colour.brand.text,
      critical: vars.colour.critical.text,
      positive: vars.colour.positive.text,
      caution: vars.colour.caution.text,
      info: vars.colour.info.text,
    },
    background: {
      canvas: vars.colour.surface.canvas,
      raised: vars.colour.surface.raised,
      sunken: vars.colour.surface.sunken,
      brand: vars.colour.brand.solid,
      brandSoft: vars.colour.brand.soft,
      neutralSoft: vars.colour.neutral.soft,
      criticalSoft: vars.colour.critical.soft,
      positiveSoft: vars.colour.positive.soft,
      cautionSoft: vars.colour.caution.soft,
      infoSoft: vars.colour.info.soft,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
});

/** Atomic, responsive style props: the base of the layout primitives. */
export const sprinkles = createSprinkles(responsiveProperties, colourProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
