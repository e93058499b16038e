import { style } from '@vanilla-extract/css';

import { focusRing } from '../../focusRing';
import { vars } from '../../themes/contract.css';

const forcedColors = '(forced-colors: active)';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  textAlign: 'center',
});

export const instruction = style({ margin: 0, color: vars.colour.text.primary });

// The spec's challenge button: 240 x 50 px with a 10 px radius.
export const holdButton = style([
  {
    position: 'relative',
    overflow: 'hidden',
    width: '240px',
    height: '50px',
    padding: 0,
    border: `2px solid ${vars.colour.brand.solid}`,
    borderRadius: '10px',
    backgroundColor: vars.colour.brand.soft,
    color: vars.colour.text.primary,
    fontFamily: vars.typography.fontFamily.body,
    fontSize: vars.typography.text.standard.fontSize,
    fontWeight: vars.typography.fontWeight.semibold,
    cursor: 'pointer',
    outline: 'none',
    userSelect: 'none',
    WebkitUserSelect: 'none',
    // A long press must not open the touch callout or the context menu.
    WebkitTouchCallout: 'none',
    touchAction: 'none',
    selectors: {
      '&[data-status=done]': {
        borderColor: vars.colour.positive.solid,
        backgroundColor: vars.colour.positive.soft,
        color: vars.colour.positive.text,
        cursor: 'default',
      },
    },
    '@media': {
      [forcedColors]: {
        borderColor: 'ButtonText',
        selectors: {
          '&[data-status=done]': { borderColor: 'Highlight' },
        },
      },
    },
  },
  focusRing(),
]);

export const holdFill = style({
  position: 'absolute',
  inset: 0,
  backgroundColor: vars.colour.brand.softPressed,
  transform: 'scaleX(0)',
  transformOrigin: 'left',
  selectors: {
    '[dir=rtl] &': { transformOrigin: 'right' },
    '[data-status=done] &': { transform: 'scaleX(1)', backgroundColor: vars.colour.positive.soft },
  },
  '@media': {
    // System colours would erase the fill: paint it in the highlight colour on purpose.
    [forcedColors]: { forcedColorAdjust: 'none', backgroundColor: 'Highlight' },
  },
});

export const holdLabel = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

export const checkIcon = style({ width: '1.25rem', height: '1.25rem' });

export const status = style({
  minHeight: vars.typography.text.standard.lineHeight,
  margin: 0,
  fontWeight: vars.typography.fontWeight.semibold,
  selectors: {
    '&[data-status=retry]': { color: vars.colour.critical.text },
    '&[data-status=done]': { color: vars.colour.positive.text },
  },
});

export const alternativeLink = style([
  {
    padding: 0,
    border: 'none',
    background: 'none',
    color: vars.colour.text.link,
    fontFamily: vars.typography.fontFamily.body,
    fontSize: vars.typography.text.small.fontSize,
    lineHeight: vars.typography.text.small.lineHeight,
    textDecoration: 'underline',
    cursor: 'pointer',
    outline: 'none',
    borderRadius: vars.radius.small,
    selectors: {
      '&[data-hovered]': { color: vars.colour.text.linkHover },
    },
    '@media': {
      [forcedColors]: {
        color: 'LinkText',
      },
    },
  },
  focusRing(),
]);

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.small,
  width: '100%',
  textAlign: 'start',
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const label = style({
  color: vars.colour.text.primary,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  fontWeight: vars.typography.fontWeight.medium,
});

export const input = style([
  {
    minHeight: '2.5rem',
    paddingInline: vars.space.small,
    border: `1px solid ${vars.colour.border.strong}`,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.colour.surface.raised,
    color: vars.colour.text.primary,
    fontFamily: vars.typography.fontFamily.body,
    fontSize: vars.typography.text.standard.fontSize,
    outline: 'none',
    '@media': {
      [forcedColors]: {
        borderColor: 'ButtonText',
      },
    },
  },
  focusRing({ selector: '&[data-focused]' }),
]);
