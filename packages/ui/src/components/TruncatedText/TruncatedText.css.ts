import { style } from '@vanilla-extract/css';

import { focusRing } from '../../focusRing';
import { vars } from '../../themes/contract.css';

export const text = style({ overflowWrap: 'anywhere' });

export const toggle = style([
  {
    display: 'inline',
    marginInlineStart: vars.space.xxsmall,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.small,
    background: 'none',
    color: vars.colour.text.link,
    font: 'inherit',
    fontWeight: vars.typography.fontWeight.semibold,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    '@media': {
      // Only with a mouse or the like: a tap must not leave the hover look behind.
      '(hover: hover)': {
        selectors: { '&:hover': { color: vars.colour.text.linkHover, textDecorationThickness: '2px' } },
      },
      '(forced-colors: active)': {
        color: 'LinkText',
      },
    },
  },
  focusRing(),
]);
