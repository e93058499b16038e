import { style, styleVariants } from '@vanilla-extract/css';

import { focusRing } from '../../focusRing';
import { vars } from '../../themes/contract.css';

const forcedColors = '(forced-colors: active)';

// Plain classes rather than a recipe: a button is the one component every screen has, and the recipe's runtime
// would cost every consumer that imports it more than the three lookups in buttonClassName.
export const root = style([
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    margin: 0,
    // Transparent until a variant colours it: forced-colors mode paints it, so the edge stays visible.
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    fontFamily: vars.typography.fontFamily.body,
    fontWeight: vars.typography.fontWeight.semibold,
    textAlign: 'center',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-disabled]': {
        backgroundColor: vars.colour.surface.disabled,
        borderColor: vars.colour.border.subtle,
        color: vars.colour.text.disabled,
        cursor: 'default',
      },
      '&[data-pending]': {
        cursor: 'progress',
      },
    },
    '@media': {
      [forcedColors]: {
        borderColor: 'ButtonText',
        selectors: {
          '&[data-hovered]': { borderColor: 'Highlight' },
          // No text backplate: it would paint the label in Canvas behind HighlightText, a blank box.
          '&[data-pressed]': { backgroundColor: 'Highlight', color: 'HighlightText', forcedColorAdjust: 'none' },
          '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' },
        },
      },
    },
  },
  focusRing(),
]);

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.colour.brand.solid,
    color: vars.colour.brand.onSolid,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.colour.brand.solidHover },
      '&[data-pressed]': { backgroundColor: vars.colour.brand.solidPressed },
    },
  },
  secondary: {
    backgroundColor: vars.colour.surface.raised,
    borderColor: vars.colour.border.strong,
    color: vars.colour.brand.text,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.colour.brand.soft },
      '&[data-pressed]': { backgroundColor: vars.colour.brand.softPressed },
    },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.colour.brand.text,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.colour.brand.soft },
      // A ghost button that opens a menu stays pressed while the menu is open.
      '&[data-pressed], &[aria-expanded="true"]': { backgroundColor: vars.colour.brand.softPressed },
      '&[data-disabled]': { backgroundColor: 'transparent', borderColor: 'transparent' },
    },
    '@media': {
      [forcedColors]: {
        selectors: {
          '&[aria-expanded="true"]': {
            backgroundColor: 'Highlight',
            color: 'HighlightText',
            forcedColorAdjust: 'none',
          },
        },
      },
    },
  },
  critical: {
    backgroundColor: vars.colour.critical.solid,
    color: vars.colour.critical.onSolid,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.colour.critical.solidHover },
      '&[data-pressed]': { backgroundColor: vars.colour.critical.solidPressed },
    },
  },
});

export const size = styleVariants({
  small: {
    minHeight: '2rem',
    paddingInline: vars.space.small,
    fontSize: vars.typography.text.small.fontSize,
    lineHeight: vars.typography.text.small.lineHeight,
  },
  medium: {
    minHeight: vars.size.control,
    paddingInline: vars.space.medium,
    fontSize: vars.typography.text.standard.fontSize,
    lineHeight: vars.typography.text.standard.lineHeight,
  },
  large: {
    minHeight: '3rem',
    paddingInline: vars.space.large,
    fontSize: vars.typography.text.large.fontSize,
    lineHeight: vars.typography.text.large.lineHeight,
  },
});

export const fullWidth = style({ width: '100%' });

// While pending the label keeps its space (so the button does not change size) and stays the
// button's accessible name, but gives way to the spinner drawn over it.
export const label = style({
  selectors: {
    [`${root}[data-pending] &`]: { opacity: 0 },
  },
});

export const spinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
