import { style, type StyleRule } from '@vanilla-extract/css';

import { focusRing } from '../../focusRing';
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

/** The one label style of every field, group and picker. */
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

/**
 * The box of every control (text input, select and picker buttons, combo box): one height, border, surface and
 * text, so fields of any kind line up in a form. Invalid and disabled read from the control or the field around it.
 */
const controlBox: StyleRule = {
  width: '100%',
  minWidth: 0,
  minHeight: vars.size.control,
  margin: 0,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.colour.border.strong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.surface.raised,
  color: vars.colour.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  outline: 'none',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-hovered]': { borderColor: vars.colour.text.secondary },
    '[data-invalid] > &, &[data-invalid]': { borderColor: vars.colour.critical.solid },
    '[data-disabled] > &, &[data-disabled]': {
      borderColor: vars.colour.border.standard,
      backgroundColor: vars.colour.surface.disabled,
      color: vars.colour.text.disabled,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    [forcedColors]: {
      borderColor: 'ButtonText',
      selectors: {
        '&[data-hovered]': { borderColor: 'Highlight' },
        '[data-invalid] > &, &[data-invalid]': { borderColor: 'Mark', borderWidth: '2px' },
        '[data-disabled] > &, &[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' },
      },
    },
  },
};

/** The box text is typed into: text fields, text areas, search fields. */
export const input = style([
  controlBox,
  {
    paddingBlock: vars.space.xsmall,
    selectors: {
      // A hint longer than a narrow field ends in an ellipsis rather than mid-letter, so the cut shows. Only the
      // hint: a value cut so would read as if it ended in "…".
      '&:placeholder-shown': { textOverflow: 'ellipsis' },
      '&::placeholder': { color: vars.colour.text.secondary, opacity: 1 },
      '[data-readonly] > &': { backgroundColor: vars.colour.surface.sunken },
    },
  },
  // Typing needs to show where the caret is, so any focus (not only keyboard) shows the ring.
  focusRing({ selector: '&[data-focused]' }),
]);

export const textArea = style([input, { display: 'block', resize: 'vertical' }]);

/** The button of a select, multi-select or date picker, and the box a combo box draws around its input. */
export const trigger = style([
  controlBox,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    textAlign: 'start',
  },
  focusRing(),
]);

/** The cue at the end of a trigger: a chevron, a calendar. */
export const triggerIcon = style({
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
