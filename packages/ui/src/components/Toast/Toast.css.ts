import { style, styleVariants } from '@vanilla-extract/css';

import { focusRing } from '../../focusRing';
import { vars } from '../../themes/contract.css';
import { breakpointQueries } from '../../tokens/breakpoints';

const forcedColors = '(forced-colors: active)';

export const region = style([
  {
    position: 'fixed',
    zIndex: 1000,
    insetBlockEnd: vars.space.medium,
    insetInline: vars.space.medium,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    outline: 'none',
    '@media': {
      [breakpointQueries.tablet]: {
        insetBlockEnd: vars.space.large,
        insetInlineStart: 'auto',
        insetInlineEnd: vars.space.large,
        width: '24rem',
      },
    },
  },
  focusRing(),
]);

export const toast = style([
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: vars.space.medium,
    backgroundColor: vars.colour.surface.raised,
    border: `1px solid ${vars.colour.border.subtle}`,
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.large,
    color: vars.colour.text.primary,
    fontFamily: vars.typography.fontFamily.body,
    fontSize: vars.typography.text.standard.fontSize,
    lineHeight: vars.typography.text.standard.lineHeight,
    outline: 'none',
    '@media': {
      [forcedColors]: {
        borderColor: 'CanvasText',
      },
    },
  },
  focusRing(),
]);

const toneColours = { success: vars.colour.positive, critical: vars.colour.critical };

export const tone = styleVariants(toneColours, (colours) => ({ borderInlineStartColor: colours.solid }));

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  flexGrow: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: vars.typography.fontWeight.semibold });

export const description = style({ color: vars.colour.text.secondary });

export const action = style({ marginBlockStart: vars.space.xsmall });

export const closeSlot = style({
  marginBlock: `calc((${vars.typography.text.standard.lineHeight} - 2rem) / 2)`,
});
