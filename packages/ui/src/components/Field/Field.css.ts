import { style } from '@vanilla-extract/css';

import { vars } from '../../themes/contract.css';

const forcedColors = '(forced-colors: active)';

/** A field's parts stacked: label, control, description, error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: '100%',
  minWidth: 0,
  fontFamily: vars.typography.fontFamily.body,
});

export const label = style({
  color: vars.colour.text.primary,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  fontWeight: vars.typography.fontWeight.semibold,
  selectors: {
    '[data-disabled] > &': { color: vars.colour.text.disabled },
  },
  '@media': {
    [forcedColors]: { selectors: { '[data-disabled] > &': { color: 'GrayText' } } },
  },
});

export const optionalMarker = style({
  color: vars.colour.text.secondary,
  fontWeight: vars.typography.fontWeight.regular,
});

const smallText = style({
  margin: 0,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const description = style([smallText, { color: vars.colour.text.secondary }]);

export const error = style([
  smallText,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xxsmall,
    color: vars.colour.critical.text,
    fontWeight: vars.typography.fontWeight.medium,
  },
]);

// The icon tells an error apart without relying on its colour.
export const errorIcon = style({
  flexShrink: 0,
  width: '1.25em',
  height: '1.25em',
  // Centre the icon on the first line of the message.
  marginBlock: `calc((${vars.typography.text.small.lineHeight} - 1.25em) / 2)`,
});

/** The box text is typed into: text fields, text areas, search fields. */
export const input = style({
  width: '100%',
  minWidth: 0,
  minHeight: '2.5rem',
  margin: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.colour.border.strong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.surface.raised,
  color: vars.colour.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  outline: 'none',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&::placeholder': { color: vars.colour.text.secondary, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.colour.text.secondary },
    // Typing needs to show where the caret is, so any focus (not only keyboard) shows the ring.
    '&[data-focused]': { borderColor: vars.colour.focusRing, boxShadow: `0 0 0 1px ${vars.colour.focusRing}` },
    '&[data-invalid]': { borderColor: vars.colour.critical.solid },
    '&[data-invalid][data-focused]': { boxShadow: `0 0 0 1px ${vars.colour.critical.solid}` },
    '&[data-disabled]': {
      borderColor: vars.colour.border.standard,
      backgroundColor: vars.colour.surface.disabled,
      color: vars.colour.text.disabled,
      cursor: 'not-allowed',
    },
    '[data-readonly] > &': { backgroundColor: vars.colour.surface.sunken },
  },
  '@media': {
    [forcedColors]: {
      borderColor: 'ButtonText',
      selectors: {
        '&[data-hovered]': { borderColor: 'Highlight' },
        '&[data-focused]': { borderColor: 'Highlight', outline: '2px solid Highlight', outlineOffset: '1px' },
        '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' },
      },
    },
  },
});

export const textArea = style([input, { display: 'block', resize: 'vertical' }]);
