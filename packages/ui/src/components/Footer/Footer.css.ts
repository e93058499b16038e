import { style } from '@vanilla-extract/css';

import { vars } from '../../themes/contract.css';
import { breakpointQueries } from '../../tokens/breakpoints';

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  backgroundColor: vars.colour.surface.raised,
  borderBlockStart: `1px solid ${vars.colour.border.subtle}`,
  color: vars.colour.text.secondary,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  '@media': {
    [breakpointQueries.tablet]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      paddingInline: vars.space.large,
    },
    '(forced-colors: active)': { borderBlockStartColor: 'CanvasText' },
  },
});

export const copyright = style({ margin: 0 });
