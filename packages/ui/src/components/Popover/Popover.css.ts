import { style } from '@vanilla-extract/css';

import { growAnimation } from '../../motion.css';
import { vars } from '../../themes/contract.css';

const forcedColors = '(forced-colors: active)';
const arrowSize = '0.75rem';

/** The floating surface shared by every overlay anchored to a trigger (popovers, select and combo box menus). */
export const popover = style({
  boxSizing: 'border-box',
  // Never wider than a phone's screen, whatever the content asks for.
  maxWidth: `calc(100vw - 2 * ${vars.space.medium})`,
  backgroundColor: vars.colour.surface.raised,
  border: `1px solid ${vars.colour.border.subtle}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  color: vars.colour.text.primary,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  outline: 'none',
  // Its own compositing layer for good: Chromium otherwise drops the layer its entrance created at a moment
  // of its choosing, and the shadow's edge is painted a pixel differently before and after.
  willChange: 'transform',
  selectors: {
    // It grows out of the edge that faces its trigger.
    '&[data-entering]': { animation: growAnimation },
    '&[data-placement=bottom]': { transformOrigin: 'top center' },
    '&[data-placement=top]': { transformOrigin: 'bottom center' },
    '&[data-placement=left]': { transformOrigin: 'center right' },
    '&[data-placement=right]': { transformOrigin: 'center left' },
  },
  '@media': {
    [forcedColors]: { borderColor: 'CanvasText' },
  },
});

export const arrow = style({
  display: 'block',
  width: arrowSize,
  height: arrowSize,
  fill: vars.colour.surface.raised,
  stroke: vars.colour.border.subtle,
  strokeWidth: 1,
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
  '@media': {
    [forcedColors]: { fill: 'Canvas', stroke: 'CanvasText' },
  },
});

export const dialog = style({
  padding: vars.space.medium,
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
});

export const title = style({
  margin: 0,
  marginBlockEnd: vars.space.xsmall,
  fontSize: vars.typography.text.large.fontSize,
  lineHeight: vars.typography.text.large.lineHeight,
  fontWeight: vars.typography.fontWeight.semibold,
});
