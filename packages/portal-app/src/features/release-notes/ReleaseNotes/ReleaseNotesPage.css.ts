import { vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';

export const filter = style({ maxWidth: '20rem' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const note = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.medium,
  borderBottom: `1px solid ${vars.colour.border.subtle}`,
});

export const noteTitle = style({
  margin: 0,
  fontSize: vars.typography.text.large.fontSize,
  lineHeight: vars.typography.text.large.lineHeight,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const muted = style({ margin: 0, color: vars.colour.text.secondary });

export const summary = style({ margin: 0 });
