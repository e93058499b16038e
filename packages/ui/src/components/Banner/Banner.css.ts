import { style, styleVariants } from '@vanilla-extract/css';

import { focusRing } from '../../focusRing';
import { vars } from '../../themes/contract.css';
import { toneColours } from '../Alert/tones.css';

const forcedColors = '(forced-colors: active)';

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderBlockEnd: '2px solid',
  color: vars.colour.text.primary,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  '@media': { [forcedColors]: { borderColor: 'CanvasText' } },
});

export const tone = styleVariants(toneColours, (colours) => ({
  backgroundColor: colours.soft,
  borderBlockEndColor: colours.solid,
}));

export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  flexGrow: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const message = style({ margin: 0 });

export const link = style([
  {
    borderRadius: vars.radius.small,
    color: vars.colour.text.link,
    fontWeight: vars.typography.fontWeight.semibold,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { color: vars.colour.text.linkHover, textDecorationThickness: '2px' },
    },
    '@media': {
      [forcedColors]: {
        color: 'LinkText',
      },
    },
  },
  focusRing(),
]);

export const closeSlot = style({
  marginBlock: `calc((${vars.typography.text.standard.lineHeight} - 2rem) / 2)`,
});
