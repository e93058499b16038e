import { styleVariants } from '@vanilla-extract/css';

import { vars } from '../../themes/contract.css';

/** The message tones and their colour roles, shared by Alert, Banner and Toast. */
export const toneColours = {
  success: vars.colour.positive,
  critical: vars.colour.critical,
  caution: vars.colour.caution,
  info: vars.colour.info,
};

export type AlertTone = keyof typeof toneColours;

/** A tone's icon beside a line of standard text: its size, centred on the first line, in the tone's colour. */
export const inlineToneIcon = styleVariants(toneColours, (colours) => ({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginBlockStart: `calc((${vars.typography.text.standard.lineHeight} - 1.25rem) / 2)`,
  color: colours.text,
  '@media': { '(forced-colors: active)': { color: 'CanvasText' } },
}));
