import { type assignVars, createThemeContract } from '@vanilla-extract/css';

/** One tone's colours: a solid fill with its text, a soft tint, and text in the tone on light surfaces. */
const tone = {
  solid: null,
  solidHover: null,
  solidPressed: null,
  onSolid: null,
  soft: null,
  softHover: null,
  softPressed: null,
  text: null,
} as const;

const textSize = { fontSize: null, lineHeight: null } as const;

/**
 * The single contract every theme fills in. Components style themselves only through these
 * variables, so a theme is a set of values, never a change to a component.
 */
export const vars = createThemeContract({
  colour: {
    brand: tone,
    neutral: tone,
    critical: tone,
    positive: tone,
    caution: tone,
    info: tone,
    surface: {
      /** The page behind everything. */
      canvas: null,
      /** Cards, panels, fields: content lifted off the canvas. */
      raised: null,
      /** Wells set into a raised surface. */
      sunken: null,
      disabled: null,
    },
    text: {
      primary: null,
      secondary: null,
      disabled: null,
      /** Text on dark or coloured fills. */
      inverse: null,
      link: null,
      linkHover: null,
    },
    border: {
      subtle: null,
      standard: null,
      /** Boundaries of controls, which need 3:1 contrast against their surroundings. */
      strong: null,
    },
    focusRing: null,
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
    xxxlarge: null,
  },
  typography: {
    fontFamily: { body: null },
    fontWeight: { regular: null, medium: null, semibold: null, bold: null },
    text: { xsmall: textSize, small: textSize, standard: textSize, large: textSize },
    heading: { '1': textSize, '2': textSize, '3': textSize, '4': textSize },
  },
  radius: { none: null, small: null, medium: null, large: null, full: null },
  size: {
    /** Height of every single-line form control and medium button: one touch-friendly target. */
    control: null,
  },
  /** The one focus indicator of every focusable element, drawn in `colour.focusRing`. */
  focusRing: {
    /** Thickness: at least 2 CSS pixels (WCAG 2.2 focus appearance). */
    width: null,
    /** Gap between an element and a ring drawn around it. */
    offset: null,
  },
  shadow: { small: null, medium: null, large: null },
  motion: {
    duration: { fast: null, medium: null, slow: null },
    easing: { standard: null, decelerate: null, accelerate: null },
  },
});

/** A theme's values: the contract's shape with a CSS value at every leaf. */
export type ThemeTokens = Parameters<typeof assignVars<typeof vars>>[1];
