import { keyframes, style } from '@vanilla-extract/css';

import { vars } from '../../themes/contract.css';

const forcedColors = '(forced-colors: active)';

// A fade only: react-aria positions the tooltip from its measured size, which a scaling entrance would skew.
const fadeIn = keyframes({ from: { opacity: 0 } });

export const tooltip = style({
  maxWidth: '16rem',
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  // Transparent so that forced-colors mode, which paints borders, outlines the tooltip.
  border: '1px solid transparent',
  borderRadius: vars.radius.small,
  backgroundColor: vars.colour.neutral.solid,
  color: vars.colour.neutral.onSolid,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
    },
  },
  '@media': {
    [forcedColors]: { borderColor: 'CanvasText' },
  },
});

export const arrow = style({
  display: 'block',
  fill: vars.colour.neutral.solid,
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
  '@media': {
    [forcedColors]: { fill: 'CanvasText' },
  },
});
