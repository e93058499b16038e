import { vars } from '@partner-insights/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// The server's sanitised HTML carries no classes: its elements are styled from the one container around them.

export const document = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const body = style({
  maxWidth: '48rem',
  color: vars.colour.text.primary,
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
});

globalStyle(`${body} > :first-child`, { marginTop: 0 });
globalStyle(`${body} h2`, {
  fontWeight: vars.typography.fontWeight.semibold,
  fontSize: vars.typography.heading['3'].fontSize,
  lineHeight: vars.typography.heading['3'].lineHeight,
  marginBlock: `${vars.space.large} ${vars.space.small}`,
});
globalStyle(`${body} h3, ${body} h4`, {
  fontSize: vars.typography.heading['4'].fontSize,
  lineHeight: vars.typography.heading['4'].lineHeight,
  marginBlock: `${vars.space.medium} ${vars.space.xsmall}`,
});
globalStyle(`${body} p, ${body} ul, ${body} ol, ${body} blockquote`, { marginBlock: `0 ${vars.space.medium}` });
globalStyle(`${body} li + li`, { marginTop: vars.space.xsmall });
globalStyle(`${body} a`, { color: vars.colour.text.link, textDecoration: 'underline' });
globalStyle(`${body} a:focus-visible`, {
  outline: `${vars.focusRing.width} solid ${vars.colour.focusRing}`,
  outlineOffset: vars.focusRing.offset,
  borderRadius: vars.radius.small,
});
globalStyle(`${body} code`, {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.9em',
  background: vars.colour.surface.sunken,
  padding: '0 0.25em',
  borderRadius: vars.radius.small,
});
globalStyle(`${body} table`, {
  display: 'block',
  overflowX: 'auto',
  borderCollapse: 'collapse',
  marginBlock: `0 ${vars.space.medium}`,
});
globalStyle(`${body} th, ${body} td`, {
  border: `1px solid ${vars.colour.border.subtle}`,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${body} th`, { background: vars.colour.surface.sunken });
globalStyle(`${body} blockquote`, {
  borderInlineStart: `4px solid ${vars.colour.border.subtle}`,
  paddingInlineStart: vars.space.medium,
  marginInline: 0,
});

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center' });
