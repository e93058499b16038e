import { style } from '@vanilla-extract/css';

import { vars } from '../../themes/contract.css';

const forcedColors = '(forced-colors: active)';

/** A form field's column: label, control, then helper and error text. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  fontFamily: vars.typography.fontFamily.body,
});

export const label = style({
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.colour.text.primary,
  selectors: {
    '[data-disabled] > &': { color: vars.colour.text.disabled },
  },
  '@media': {
    [forcedColors]: { selectors: { '[data-disabled] > &': { color: 'GrayText' } } },
  },
});

const helpText = {
  margin: 0,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
};

export const description = style({ ...helpText, color: vars.colour.text.secondary });

export const error = style({ ...helpText, color: vars.colour.critical.text });

/**
 * The box of a field's control (a select's button, a combo box's input group): a raised surface with a
 * strong border, styled by react-aria's render states on the control or on the field around it.
 */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  width: '100%',
  minHeight: '2.5rem',
  margin: 0,
  paddingInline: vars.space.small,
  backgroundColor: vars.colour.surface.raised,
  border: `1px solid ${vars.colour.border.strong}`,
  borderRadius: vars.radius.medium,
  color: vars.colour.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  textAlign: 'start',
  outline: 'none',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-hovered]': { borderColor: vars.colour.neutral.text },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.colour.focusRing}`,
      outlineOffset: '2px',
    },
    '[data-invalid] > &, &[data-invalid]': { borderColor: vars.colour.critical.solid },
    '[data-disabled] > &, &[data-disabled]': {
      backgroundColor: vars.colour.surface.disabled,
      borderColor: vars.colour.border.subtle,
      color: vars.colour.text.disabled,
    },
  },
  '@media': {
    [forcedColors]: {
      borderColor: 'ButtonText',
      selectors: {
        '&[data-hovered]': { borderColor: 'Highlight' },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
        '[data-invalid] > &, &[data-invalid]': { borderColor: 'Mark', borderWidth: '2px' },
        '[data-disabled] > &, &[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' },
      },
    },
  },
});

export const icon = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  marginInlineStart: 'auto',
  color: vars.colour.text.secondary,
  selectors: {
    '[data-disabled] &': { color: vars.colour.text.disabled },
  },
  '@media': {
    [forcedColors]: { color: 'ButtonText', selectors: { '[data-disabled] &': { color: 'GrayText' } } },
  },
});
