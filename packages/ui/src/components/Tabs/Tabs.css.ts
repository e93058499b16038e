import { style } from '@vanilla-extract/css';

import { focusRing } from '../../focusRing';
import { vars } from '../../themes/contract.css';

const forcedColors = '(forced-colors: active)';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  // In a grid or flex layout, never wider than its place: a wide table in a panel scrolls inside it.
  minWidth: 0,
  gap: vars.space.medium,
  fontFamily: vars.typography.fontFamily.body,
});

export const tabList = style({
  display: 'flex',
  // On narrow screens the tabs keep one row and scroll sideways rather than wrap.
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  boxShadow: `inset 0 -1px 0 ${vars.colour.border.subtle}`,
  '@media': { [forcedColors]: { borderBlockEnd: '1px solid CanvasText' } },
});

export const tab = style([
  {
    position: 'relative',
    flexShrink: 0,
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    color: vars.colour.text.secondary,
    fontSize: vars.typography.text.standard.fontSize,
    lineHeight: vars.typography.text.standard.lineHeight,
    fontWeight: vars.typography.fontWeight.semibold,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-hovered]': {
        color: vars.colour.text.primary,
        boxShadow: `inset 0 -3px 0 ${vars.colour.border.standard}`,
      },
      '&[data-selected]': { color: vars.colour.brand.text, boxShadow: `inset 0 -3px 0 ${vars.colour.brand.solid}` },
      '&[data-disabled]': { color: vars.colour.text.disabled, cursor: 'default', boxShadow: 'none' },
    },
    '@media': {
      // Shadows vanish and every border is painted in forced colours, so the tab keeps control of
      // its system colours: an edge in the background colour that turns Highlight when selected.
      [forcedColors]: {
        forcedColorAdjust: 'none',
        backgroundColor: 'Canvas',
        color: 'CanvasText',
        borderBlockEnd: '3px solid Canvas',
        selectors: {
          '&[data-hovered]': { borderBlockEndColor: 'CanvasText', color: 'CanvasText' },
          '&[data-selected]': { borderBlockEndColor: 'Highlight', color: 'CanvasText' },
          '&[data-disabled]': { color: 'GrayText', borderBlockEndColor: 'Canvas' },
        },
      },
    },
  },
  focusRing({ placement: 'inside' }),
]);

export const tabPanel = style([
  {
    borderRadius: vars.radius.small,
    color: vars.colour.text.primary,
    outline: 'none',
  },
  focusRing(),
]);
