import { vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';

export const loading = style({
  margin: 0,
  color: vars.colour.text.secondary,
});
