import { style } from '@vanilla-extract/css';

import { focusRing } from '../../focusRing';
import { vars } from '../../themes/contract.css';
import { choice, indicatorWidth } from '../Field/choice.css';
import { onFirstLine } from '../Field/onFirstLine';

const trackWidth = '2.25rem';
const trackHeight = '1.25rem';
const thumbSize = '0.875rem';
// The thumb sits inside the track's 1px border, with an even gap all round.
const thumbInset = `calc((${trackHeight} - 2px - ${thumbSize}) / 2)`;

export const field = style({ vars: { [indicatorWidth]: trackWidth } });

export const track = style([
  {
    position: 'relative',
    flexShrink: 0,
    width: trackWidth,
    height: trackHeight,
    marginBlock: onFirstLine(trackHeight),
    border: `1px solid ${vars.colour.border.strong}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.colour.neutral.softPressed,
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      [`${choice}[data-hovered] &`]: { borderColor: vars.colour.brand.solid },
      [`${choice}[data-selected] &`]: {
        backgroundColor: vars.colour.brand.solid,
        borderColor: vars.colour.brand.solid,
      },
      [`${choice}[data-selected][data-hovered] &`]: { backgroundColor: vars.colour.brand.solidHover },
      [`${choice}[data-pressed] &`]: { borderColor: vars.colour.brand.solidPressed },
      [`${choice}[data-disabled] &`]: {
        borderColor: vars.colour.border.standard,
        backgroundColor: vars.colour.surface.disabled,
      },
    },
    '@media': {
      '(forced-colors: active)': {
        borderColor: 'ButtonText',
        backgroundColor: 'Canvas',
        selectors: {
          [`${choice}[data-hovered] &`]: { borderColor: 'Highlight' },
          [`${choice}[data-selected] &`]: { backgroundColor: 'Highlight', borderColor: 'Highlight' },
          [`${choice}[data-disabled] &`]: { borderColor: 'GrayText', backgroundColor: 'Canvas' },
        },
      },
    },
  },
  focusRing({ selector: `${choice}[data-focus-visible] &` }),
]);

export const thumb = style({
  position: 'absolute',
  insetBlockStart: thumbInset,
  insetInlineStart: thumbInset,
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.surface.raised,
  boxShadow: vars.shadow.small,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${choice}[data-selected] &`]: {
      transform: `translateX(calc(${trackWidth} - 2px - ${thumbSize} - 2 * ${thumbInset}))`,
    },
    [`[dir="rtl"] ${choice}[data-selected] &`]: {
      transform: `translateX(calc(-1 * (${trackWidth} - 2px - ${thumbSize} - 2 * ${thumbInset})))`,
    },
    [`${choice}[data-disabled] &`]: { backgroundColor: vars.colour.text.disabled, boxShadow: 'none' },
  },
  '@media': {
    '(forced-colors: active)': {
      backgroundColor: 'ButtonText',
      selectors: {
        [`${choice}[data-selected] &`]: { backgroundColor: 'HighlightText' },
        [`${choice}[data-disabled] &`]: { backgroundColor: 'GrayText' },
      },
    },
  },
});
