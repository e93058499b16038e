import { style } from '@vanilla-extract/css';

import { focusRing } from '../../focusRing';
import { vars } from '../../themes/contract.css';

const forcedColors = '(forced-colors: active)';

// As wide as the dates need, never wider than its container.
export const root = style({
  width: 'max-content',
  maxWidth: '100%',
});

export const triggerText = style({
  flex: 1,
  whiteSpace: 'nowrap',
});

export const dialog = style({
  padding: vars.space.medium,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  marginBlockEnd: vars.space.xsmall,
});

export const heading = style({
  margin: 0,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const grid = style({
  borderCollapse: 'collapse',
  marginInline: 'auto',
});

export const weekday = style({
  paddingBlockEnd: vars.space.xxsmall,
  fontSize: vars.typography.text.xsmall.fontSize,
  lineHeight: vars.typography.text.xsmall.lineHeight,
  fontWeight: vars.typography.fontWeight.medium,
  color: vars.colour.text.secondary,
});

export const cell = style([
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2.25rem',
    height: '2.25rem',
    borderRadius: vars.radius.small,
    fontSize: vars.typography.text.small.fontSize,
    color: vars.colour.text.primary,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-outside-month]': { visibility: 'hidden' },
      '&[data-hovered]': { backgroundColor: vars.colour.neutral.soft },
      '&[data-selected]': { backgroundColor: vars.colour.brand.soft, borderRadius: 0 },
      '&[data-selection-start], &[data-selection-end]': {
        backgroundColor: vars.colour.brand.solid,
        color: vars.colour.brand.onSolid,
        borderRadius: vars.radius.small,
      },
      '&[data-selected][data-invalid]': {
        backgroundColor: vars.colour.critical.soft,
        color: vars.colour.critical.text,
      },
      '&[data-selection-start][data-invalid], &[data-selection-end][data-invalid]': {
        backgroundColor: vars.colour.critical.solid,
        color: vars.colour.critical.onSolid,
      },
      '&[data-disabled], &[data-unavailable]': { color: vars.colour.text.disabled, cursor: 'default' },
    },
    '@media': {
      [forcedColors]: {
        selectors: {
          '&[data-selected]': { forcedColorAdjust: 'none', backgroundColor: 'Highlight', color: 'HighlightText' },
          '&[data-hovered]': { outline: '1px solid Highlight' },
          '&[data-disabled], &[data-unavailable]': { color: 'GrayText' },
        },
      },
    },
  },
  focusRing({ forcedColor: 'CanvasText' }),
]);

export const error = style({
  display: 'block',
  maxWidth: '16rem',
  marginBlockStart: vars.space.xsmall,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  color: vars.colour.critical.text,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xsmall,
  marginBlockStart: vars.space.small,
});
