import { style, styleVariants } from '@vanilla-extract/css';

import { focusRing } from '../../focusRing';
import { vars } from '../../themes/contract.css';

const forcedColors = '(forced-colors: active)';

const listBoxBase = style({
  boxSizing: 'border-box',
  // At least as wide as the field that opened it (react-aria sets the variable on the popover).
  minWidth: 'var(--trigger-width)',
  padding: vars.space.xxsmall,
  overflowY: 'auto',
  outline: 'none',
});

/** The spec's dropdown heights: 14rem in a single select, 20rem in other dropdowns. */
export const listBox = styleVariants({
  single: [listBoxBase, { maxHeight: '14rem' }],
  multiple: [listBoxBase, { maxHeight: '20rem' }],
});

export const option = style([
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: '2.25rem',
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.small,
    color: vars.colour.text.primary,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      // Focus follows the keyboard and the pointer alike, real or virtual (a combo box keeps focus in its input).
      '&[data-focused], &[data-hovered]': { backgroundColor: vars.colour.neutral.soft },
      '&[data-pressed]': { backgroundColor: vars.colour.neutral.softPressed },
      '&[data-selected]': { fontWeight: vars.typography.fontWeight.semibold },
      '&[data-disabled]': { color: vars.colour.text.disabled, cursor: 'default' },
    },
    '@media': {
      [forcedColors]: {
        selectors: {
          '&[data-focused], &[data-hovered], &[data-pressed]': {
            forcedColorAdjust: 'none',
            backgroundColor: 'Highlight',
            color: 'HighlightText',
          },
          '&[data-disabled]': { color: 'GrayText' },
        },
      },
    },
  },
  focusRing({ placement: 'inside', forcedColor: 'CanvasText' }),
]);

export const optionLabel = style({
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** A single select's tick beside the chosen option; the space stays reserved so labels line up. */
export const checkmark = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  color: vars.colour.brand.text,
  visibility: 'hidden',
  selectors: {
    '[data-selected] > &': { visibility: 'visible' },
  },
  '@media': {
    [forcedColors]: { color: 'inherit' },
  },
});

/** A multiple selection's checkbox, drawn by the option: the option itself is what assistive technology reads. */
export const checkbox = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.125rem',
  height: '1.125rem',
  border: `1px solid ${vars.colour.border.strong}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.colour.surface.raised,
  color: vars.colour.brand.onSolid,
  selectors: {
    '[data-selected] > &': { backgroundColor: vars.colour.brand.solid, borderColor: vars.colour.brand.solid },
    '[data-disabled] > &': { borderColor: vars.colour.border.subtle, backgroundColor: vars.colour.surface.disabled },
  },
  '@media': {
    [forcedColors]: {
      borderColor: 'currentColor',
      backgroundColor: 'transparent',
      color: 'inherit',
      selectors: {
        '[data-selected] > &': { backgroundColor: 'transparent', borderColor: 'currentColor' },
        '[data-disabled] > &': { borderColor: 'GrayText', backgroundColor: 'transparent' },
      },
    },
  },
});

export const checkboxTick = style({
  width: '0.75rem',
  height: '0.75rem',
  visibility: 'hidden',
  selectors: {
    '[data-selected] > * > &': { visibility: 'visible' },
  },
});

export const emptyState = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
  color: vars.colour.text.secondary,
});
