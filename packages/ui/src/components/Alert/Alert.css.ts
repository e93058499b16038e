import { style, styleVariants } from '@vanilla-extract/css';

import { vars } from '../../themes/contract.css';

import { toneColours } from './tones.css';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: '1px solid',
  borderRadius: vars.radius.medium,
  color: vars.colour.text.primary,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const tone = styleVariants(toneColours, (colours) => ({
  backgroundColor: colours.soft,
  borderColor: colours.solid,
}));

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  flexGrow: 1,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const message = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

export const closeSlot = style({
  // Lines the 2 rem button up with the first line of text.
  marginBlock: `calc((${vars.typography.text.standard.lineHeight} - 2rem) / 2)`,
});
