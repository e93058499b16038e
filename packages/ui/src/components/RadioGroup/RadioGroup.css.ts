import { style } from '@vanilla-extract/css';

import { focusRing } from '../../focusRing';
import { vars } from '../../themes/contract.css';
import { choice, indicatorWidth } from '../Field/choice.css';
import { onFirstLine } from '../Field/onFirstLine';

const circleSize = '1.25rem';

export const field = style({ vars: { [indicatorWidth]: circleSize } });

// Selected, the circle's edge thickens around a light centre: the dot is the surface showing through.
export const circle = style([
  {
    flexShrink: 0,
    width: circleSize,
    height: circleSize,
    marginBlock: onFirstLine(circleSize),
    border: `1px solid ${vars.colour.border.strong}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.colour.surface.raised,
    transitionProperty: 'border-color, border-width',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      [`${choice}[data-hovered] &`]: { borderColor: vars.colour.brand.solid },
      [`${choice}[data-selected] &`]: { borderWidth: '0.375rem', borderColor: vars.colour.brand.solid },
      [`${choice}[data-selected][data-hovered] &`]: { borderColor: vars.colour.brand.solidHover },
      [`${choice}[data-pressed] &`]: { borderColor: vars.colour.brand.solidPressed },
      [`${choice}[data-invalid] &`]: { borderColor: vars.colour.critical.solid },
      [`${choice}[data-disabled] &`]: {
        borderColor: vars.colour.border.standard,
        backgroundColor: vars.colour.surface.disabled,
      },
      [`${choice}[data-disabled][data-selected] &`]: { borderColor: vars.colour.text.disabled },
    },
    '@media': {
      '(forced-colors: active)': {
        borderColor: 'ButtonText',
        backgroundColor: 'Canvas',
        selectors: {
          [`${choice}[data-hovered] &`]: { borderColor: 'Highlight' },
          [`${choice}[data-selected] &`]: { borderColor: 'Highlight' },
          [`${choice}[data-disabled] &`]: { borderColor: 'GrayText', backgroundColor: 'Canvas' },
        },
      },
    },
  },
  focusRing({ selector: `${choice}[data-focus-visible] &` }),
]);
