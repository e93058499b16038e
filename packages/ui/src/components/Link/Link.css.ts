import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { focusRing } from '../../focusRing';
import { vars } from '../../themes/contract.css';

export const link = recipe({
  base: [
    {
      color: vars.colour.text.link,
      borderRadius: vars.radius.small,
      cursor: 'pointer',
      outline: 'none',
      textUnderlineOffset: '0.2em',
      textDecorationThickness: '1px',
      selectors: {
        '&[data-hovered]': { color: vars.colour.text.linkHover, textDecorationLine: 'underline' },
      },
      '@media': {
        '(forced-colors: active)': {
          color: 'LinkText',
          selectors: {
            '&[data-hovered]': { color: 'LinkText' },
          },
        },
      },
    },
    focusRing(),
  ],
  variants: {
    variant: {
      // Inside running text the underline is what tells a link from the words around it.
      inline: { textDecorationLine: 'underline' },
      // On its own line a link reads as an action: no underline until hovered.
      standalone: {
        fontWeight: vars.typography.fontWeight.semibold,
        textDecorationLine: 'none',
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;

export const newTabIcon = style({
  display: 'inline-block',
  width: '0.875em',
  height: '0.875em',
  marginInlineStart: '0.25em',
  verticalAlign: '-0.0625em',
});
