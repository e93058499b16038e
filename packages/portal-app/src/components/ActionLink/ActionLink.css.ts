import { vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';

// The look of the ui package's primary Button, for navigation that must stay a real link (href, open in new tab).
export const actionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '2.5rem',
  paddingInline: vars.space.medium,
  border: '1px solid transparent',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.brand.solid,
  color: vars.colour.brand.onSolid,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  fontWeight: vars.typography.fontWeight.semibold,
  textDecoration: 'none',
  transitionProperty: 'background-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover': { backgroundColor: vars.colour.brand.solidHover },
    '&:active': { backgroundColor: vars.colour.brand.solidPressed },
    '&:focus-visible': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'LinkText',
      color: 'LinkText',
    },
  },
});
