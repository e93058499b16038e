import { style } from '@vanilla-extract/css';

import { focusRing } from '../../focusRing';
import { vars } from '../../themes/contract.css';
import { choice, indicatorWidth } from '../Field/choice.css';
import { onFirstLine } from '../Field/onFirstLine';

const boxSize = '1.25rem';

export const field = style({ vars: { [indicatorWidth]: boxSize } });

const checked = `${choice}:is([data-selected], [data-indeterminate]) &`;

export const box = style([
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: boxSize,
    height: boxSize,
    marginBlock: onFirstLine(boxSize),
    border: `1px solid ${vars.colour.border.strong}`,
    borderRadius: vars.radius.small,
    backgroundColor: vars.colour.surface.raised,
    color: vars.colour.brand.onSolid,
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      [`${choice}[data-hovered] &`]: { borderColor: vars.colour.brand.solid },
      [checked]: { backgroundColor: vars.colour.brand.solid, borderColor: vars.colour.brand.solid },
      [`${choice}:is([data-selected], [data-indeterminate])[data-hovered] &`]: {
        backgroundColor: vars.colour.brand.solidHover,
      },
      [`${choice}[data-pressed] &`]: { borderColor: vars.colour.brand.solidPressed },
      [`${choice}[data-invalid] &`]: { borderColor: vars.colour.critical.solid },
      [`${choice}:is([data-selected], [data-indeterminate])[data-invalid] &`]: {
        backgroundColor: vars.colour.critical.solid,
      },
      [`${choice}[data-disabled] &`]: {
        borderColor: vars.colour.border.standard,
        backgroundColor: vars.colour.surface.disabled,
        color: vars.colour.text.disabled,
      },
    },
    '@media': {
      '(forced-colors: active)': {
        borderColor: 'ButtonText',
        selectors: {
          [`${choice}[data-hovered] &`]: { borderColor: 'Highlight' },
          [checked]: { backgroundColor: 'Highlight', borderColor: 'Highlight', color: 'HighlightText' },
          [`${choice}[data-disabled] &`]: { borderColor: 'GrayText', backgroundColor: 'Canvas', color: 'GrayText' },
        },
      },
    },
  },
  focusRing({ selector: `${choice}[data-focus-visible] &` }),
]);

export const mark = style({
  width: '0.875rem',
  height: '0.875rem',
});
