import { style } from '@vanilla-extract/css';

import { focusRing } from '../../focusRing';
import { vars } from '../../themes/contract.css';

export const closeButton = style([
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '2rem',
    height: '2rem',
    padding: 0,
    margin: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    backgroundColor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'background-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.colour.neutral.softHover },
      '&[data-pressed]': { backgroundColor: vars.colour.neutral.softPressed },
    },
    '@media': {
      '(forced-colors: active)': {
        borderColor: 'ButtonText',
        selectors: {
          '&[data-hovered]': { borderColor: 'Highlight' },
          '&[data-pressed]': { backgroundColor: 'Highlight', color: 'HighlightText' },
        },
      },
    },
  },
  focusRing(),
]);

export const icon = style({ width: '1rem', height: '1rem' });
