import { style } from '@vanilla-extract/css';

import { growAnimation } from '../../motion.css';
import { focusRing } from '../../focusRing';
import { vars } from '../../themes/contract.css';

const forcedColors = '(forced-colors: active)';

export const popover = style({
  minWidth: '12rem',
  maxWidth: 'calc(100vw - 2rem)',
  padding: vars.space.xxsmall,
  backgroundColor: vars.colour.surface.raised,
  border: `1px solid ${vars.colour.border.subtle}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  transformOrigin: 'var(--trigger-anchor-point)',
  // Its own compositing layer for good, as the popover's: Chromium otherwise drops the layer its entrance created
  // at a moment of its choosing, and the shadow's edge is painted a pixel differently before and after.
  willChange: 'transform',
  selectors: {
    '&[data-entering]': { animation: growAnimation },
  },
  '@media': { [forcedColors]: { borderColor: 'CanvasText' } },
});

export const menu = style({
  maxHeight: 'inherit',
  overflowY: 'auto',
  outline: 'none',
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
});

export const item = style([
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.small,
    color: vars.colour.text.primary,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused]': { backgroundColor: vars.colour.brand.soft },
      '&[data-pressed]': { backgroundColor: vars.colour.brand.softPressed },
      '&[data-disabled]': { color: vars.colour.text.disabled, cursor: 'default' },
    },
    '@media': {
      // The focused item keeps its highlight in system colours.
      [forcedColors]: {
        forcedColorAdjust: 'none',
        color: 'CanvasText',
        selectors: {
          '&[data-focused]': { backgroundColor: 'Highlight', color: 'HighlightText' },
          '&[data-disabled]': { color: 'GrayText' },
        },
      },
    },
  },
  // The highlight alone is too faint against the menu: the keyboard's item also gets the ring.
  focusRing({ placement: 'inside', forcedColor: 'CanvasText' }),
]);

/** The mark after the selected item of a single-selection menu. */
export const selectedMark = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  marginInlineStart: 'auto',
  color: vars.colour.brand.text,
  '@media': { [forcedColors]: { color: 'inherit' } },
});

/** A text trigger: its label and the "opens a list" chevron. */
export const textTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

/** The "opens a list" cue, in the trigger's own colour (system colours included). */
export const chevron = style({ flexShrink: 0, width: '1rem', height: '1rem' });

export const section = style({
  selectors: {
    '&:not(:first-child)': { marginBlockStart: vars.space.xxsmall },
  },
});

export const sectionHeader = style({
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  color: vars.colour.text.secondary,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const separator = style({
  height: 0,
  marginBlock: vars.space.xxsmall,
  marginInline: 0,
  border: 'none',
  borderBlockStart: `1px solid ${vars.colour.border.subtle}`,
  '@media': { [forcedColors]: { borderBlockStartColor: 'CanvasText' } },
});
