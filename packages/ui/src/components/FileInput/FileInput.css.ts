import { style } from '@vanilla-extract/css';

import { focusRing } from '../../focusRing';
import { vars } from '../../themes/contract.css';

const forcedColors = '(forced-colors: active)';

export const dropZone = style([
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.small,
    padding: vars.space.medium,
    border: `1px dashed ${vars.colour.border.strong}`,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.colour.surface.raised,
    outline: 'none',
    selectors: {
      '&[data-drop-target]': {
        borderStyle: 'solid',
        borderColor: vars.colour.brand.solid,
        backgroundColor: vars.colour.brand.soft,
      },
      '&[data-disabled]': { borderColor: vars.colour.border.standard, backgroundColor: vars.colour.surface.disabled },
    },
    '@media': {
      [forcedColors]: {
        borderColor: 'ButtonText',
        selectors: {
          '&[data-drop-target]': { borderColor: 'Highlight' },
          '&[data-disabled]': { borderColor: 'GrayText' },
        },
      },
    },
  },
  focusRing(),
]);

export const dropHint = style({
  color: vars.colour.text.secondary,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const chosenFile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  paddingBlock: vars.space.xxsmall,
  paddingInlineStart: vars.space.small,
  paddingInlineEnd: vars.space.xxsmall,
  border: `1px solid ${vars.colour.border.standard}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.surface.raised,
  '@media': { [forcedColors]: { borderColor: 'CanvasText' } },
});

export const fileIcon = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.colour.text.secondary,
});

export const fileName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.colour.text.primary,
  fontWeight: vars.typography.fontWeight.medium,
});

export const fileSize = style({
  flexShrink: 0,
  color: vars.colour.text.secondary,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});
