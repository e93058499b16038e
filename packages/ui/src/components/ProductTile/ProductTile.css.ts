import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { focusRing } from '../../focusRing';
import { vars } from '../../themes/contract.css';

const forcedColors = '(forced-colors: active)';
// Only a precise pointer that can hover keeps the offer out of sight until hover or focus; touch screens, and
// devices whose main pointer is a finger, always show it.
const hoverFirst = '(hover: hover) and (pointer: fine)';

/** A tile's frame: its padding, edge and the column its parts stack in (shared with its skeleton). */
export const tileFrame = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  padding: vars.space.large,
  border: `1px solid ${vars.colour.border.subtle}`,
  borderRadius: vars.radius.large,
  fontFamily: vars.typography.fontFamily.body,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  '@media': {
    [forcedColors]: { borderColor: 'CanvasText' },
  },
});

// A tile the user cannot launch sits back on a sunken surface (an edge in system grey in forced colours).
const unavailable = {
  backgroundColor: vars.colour.surface.sunken,
  '@media': { [forcedColors]: { borderColor: 'GrayText' } },
};

export const tile = recipe({
  base: tileFrame,
  variants: {
    access: {
      launchable: {
        backgroundColor: vars.colour.surface.raised,
        boxShadow: vars.shadow.small,
        cursor: 'pointer',
        selectors: {
          '&[data-hovered]': { borderColor: vars.colour.brand.solid, boxShadow: vars.shadow.medium },
        },
        '@media': {
          [forcedColors]: { selectors: { '&[data-hovered]': { borderColor: 'Highlight' } } },
        },
      },
      pending: unavailable,
      none: unavailable,
    },
  },
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const productIcon = style({
  boxSizing: 'content-box',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.brand.soft,
  color: vars.colour.brand.text,
  '@media': { [forcedColors]: { color: 'CanvasText' } },
});

export const title = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  color: vars.colour.text.primary,
  fontSize: vars.typography.heading['4'].fontSize,
  lineHeight: vars.typography.heading['4'].lineHeight,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const description = style({
  margin: 0,
  color: vars.colour.text.secondary,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.colour.text.primary,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const lockIcon = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
});

export const footer = style({
  color: vars.colour.text.secondary,
  fontSize: vars.typography.text.xsmall.fontSize,
  lineHeight: vars.typography.text.xsmall.lineHeight,
});

export const actions = style({
  display: 'flex',
  marginTop: 'auto',
  paddingTop: vars.space.xsmall,
  minHeight: '2rem',
});

const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: '2rem',
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  fontWeight: vars.typography.fontWeight.semibold,
  outline: 'none',
});

// The link covers the whole tile (through its ::after), so a press anywhere on the tile launches,
// while assistive technology still meets a single, well-named link.
export const launchLink = style([
  action,
  {
    color: vars.colour.text.link,
    textDecoration: 'none',
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.large,
    },
    selectors: {
      '&[data-hovered]': { color: vars.colour.text.linkHover, textDecoration: 'underline' },
    },
    '@media': {
      [forcedColors]: { color: 'LinkText' },
    },
  },
  focusRing({ selector: '&[data-focus-visible]::after' }),
]);

export const actionIcon = style({ width: '1rem', height: '1rem', flexShrink: 0 });

export const learnMoreButton = style([
  action,
  {
    paddingInline: vars.space.small,
    border: `1px solid ${vars.colour.border.strong}`,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.colour.surface.raised,
    color: vars.colour.brand.text,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.colour.brand.soft },
      // It stays pressed while its dialog is open.
      '&[data-pressed], &[aria-expanded="true"]': { backgroundColor: vars.colour.brand.softPressed },
    },
    '@media': {
      // There the offer appears on hover, or while focus is within the tile (so Tab finds it).
      [hoverFirst]: {
        opacity: 0,
        selectors: {
          [`${tileFrame}[data-hovered] &, ${tileFrame}:focus-within &`]: { opacity: 1 },
        },
      },
      [forcedColors]: {
        borderColor: 'ButtonText',
        selectors: {
          '&[data-hovered]': { borderColor: 'Highlight' },
          '&[data-pressed], &[aria-expanded="true"]': { backgroundColor: 'Highlight', color: 'HighlightText' },
        },
      },
    },
  },
  focusRing(),
]);

export const learnMoreImage = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  marginBlock: vars.space.medium,
  borderRadius: vars.radius.medium,
});

export const learnMoreHeading = style({
  margin: `${vars.space.medium} 0 ${vars.space.xsmall}`,
  color: vars.colour.text.primary,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  fontWeight: vars.typography.fontWeight.semibold,
  selectors: { '&:first-child': { marginTop: 0 } },
});

export const learnMoreParagraph = style({ margin: `0 0 ${vars.space.small}` });

export const keyNotes = style({
  margin: `0 0 ${vars.space.small}`,
  paddingInlineStart: vars.space.large,
  color: vars.colour.text.primary,
});

export const subText = style({
  margin: 0,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});
