import { vars } from '@partner-insights/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// As many cards a row as fit at a readable width; one a row on a phone.
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// The card's link covers the whole card, so a press anywhere on it follows the link (one tab stop a card).
export const card = style({ position: 'relative', height: '100%' });

export const cardTitle = style({
  margin: 0,
  fontSize: vars.typography.heading['4'].fontSize,
  lineHeight: vars.typography.heading['4'].lineHeight,
  fontWeight: vars.typography.fontWeight.bold,
});

globalStyle(`${cardTitle} a::after`, { content: '""', position: 'absolute', inset: 0 });

export const cardDescription = style({
  margin: 0,
  marginTop: vars.space.small,
  color: vars.colour.text.secondary,
});

// Cards of a row are as tall as the tallest.
globalStyle(`${card} > *`, { height: '100%' });
