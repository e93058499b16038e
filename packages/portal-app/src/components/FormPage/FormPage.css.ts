import { vars } from '@partner-insights/ui';
import { style, styleVariants } from '@vanilla-extract/css';

const column = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.large,
  width: '100%',
});

export const page = styleVariants({ narrow: { maxWidth: '24rem' }, wide: { maxWidth: '32rem' } }, (width) => [
  column,
  width,
]);

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  width: '100%',
  padding: vars.space.large,
  border: `1px solid ${vars.colour.border.subtle}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.surface.raised,
});

export const lead = style({
  margin: 0,
  textAlign: 'center',
  color: vars.colour.text.secondary,
});

export const formLink = style({
  alignSelf: 'flex-start',
});

export const heading = style({
  textAlign: 'center',
});
