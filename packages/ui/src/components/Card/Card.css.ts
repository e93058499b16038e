import { styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '../../themes/contract.css';
import { breakpointQueries } from '../../tokens/breakpoints';

const toneEdge = (colour: string) => ({ borderInlineStartColor: colour });

export const card = recipe({
  base: {
    backgroundColor: vars.colour.surface.raised,
    // A hairline edge on every card, and a thicker start edge that a tone colours; forced-colours
    // mode paints both in the text colour, so the card stays outlined there.
    border: `1px solid ${vars.colour.border.subtle}`,
    borderInlineStartWidth: '4px',
    borderInlineStartColor: vars.colour.border.subtle,
    borderRadius: vars.radius.large,
    '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
  },
  variants: {
    tone: {
      neutral: { borderInlineStartWidth: '1px' },
      brand: toneEdge(vars.colour.brand.solid),
      positive: toneEdge(vars.colour.positive.solid),
      critical: toneEdge(vars.colour.critical.solid),
      caution: toneEdge(vars.colour.caution.solid),
      info: toneEdge(vars.colour.info.solid),
    },
    shadow: {
      none: {},
      small: { boxShadow: vars.shadow.small },
      medium: { boxShadow: vars.shadow.medium },
      large: { boxShadow: vars.shadow.large },
    },
  },
  defaultVariants: { tone: 'neutral', shadow: 'small' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

/** The padding of each space on the scale, from a breakpoint up (`mobile`: at every width). */
const paddingFrom = (query?: string) =>
  styleVariants(vars.space, (space) => (query ? { '@media': { [query]: { padding: space } } } : { padding: space }));

// Declared mobile first, so that a wider breakpoint's padding comes later in the stylesheet and wins.
export const padding = {
  mobile: paddingFrom(),
  tablet: paddingFrom(breakpointQueries.tablet),
  laptop: paddingFrom(breakpointQueries.laptop),
  desktop: paddingFrom(breakpointQueries.desktop),
};
