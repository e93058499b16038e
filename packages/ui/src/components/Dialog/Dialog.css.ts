import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { growAnimation } from '../../motion.css';
import { vars } from '../../themes/contract.css';

const forcedColors = '(forced-colors: active)';

export const overlay = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: 100,
    display: 'flex',
    // The neutral ink at half strength dims the page; the theme contract has no scrim colour of its own.
    backgroundColor: 'rgb(26 35 48 / 0.5)',
  },
  variants: {
    placement: {
      center: { alignItems: 'center', justifyContent: 'center', padding: vars.space.medium },
      // A strip of the dimmed page stays in view at the start: pressing it closes the sheet.
      end: { justifyContent: 'flex-end', paddingInlineStart: vars.space.xxlarge },
    },
  },
  defaultVariants: { placement: 'center' },
});

// The sheet slides in from the edge it is fixed to, with the grow entrance's timing (spec: transform 180 ms).
const slideIn = keyframes({ from: { transform: 'translateX(100%)' } });

export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: '100%',
    backgroundColor: vars.colour.surface.raised,
    color: vars.colour.text.primary,
    // Transparent so that forced-colors mode, which paints borders, outlines the dialog.
    border: '1px solid transparent',
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    transformOrigin: 'center',
    animation: growAnimation,
    '@media': {
      [forcedColors]: { borderColor: 'CanvasText' },
    },
  },
  variants: {
    size: {
      small: { maxWidth: '25rem' },
      medium: { maxWidth: '35rem' },
      large: { maxWidth: '50rem' },
    },
    placement: {
      center: {},
      // A sheet as tall as the window along its end edge, e.g. a phone's navigation menu.
      end: {
        height: '100%',
        maxHeight: 'none',
        borderRadius: 0,
        animation: `${slideIn} ${vars.motion.duration.medium} ${vars.motion.easing.decelerate} both`,
      },
    },
  },
  defaultVariants: { size: 'medium', placement: 'center' },
});

export type ModalVariants = NonNullable<RecipeVariants<typeof modal>>;

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.large} ${vars.space.large} ${vars.space.small}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.heading['3'].fontSize,
  lineHeight: vars.typography.heading['3'].lineHeight,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const body = style({
  overflowY: 'auto',
  padding: `0 ${vars.space.large}`,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  color: vars.colour.text.secondary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: vars.space.large,
});

// Without actions the body still needs room below it.
export const bodyOnly = style({ paddingBottom: vars.space.large });
