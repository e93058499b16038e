import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '../../themes/contract.css';

type Tone = 'neutral' | 'brand' | 'positive' | 'caution' | 'critical' | 'info';

// A soft tint with text in the tone: readable for every tone, and calm enough to sit beside content.
const toneColours = (tone: Tone) => ({ backgroundColor: vars.colour[tone].soft, color: vars.colour[tone].text });

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    paddingInline: vars.space.xsmall,
    // Transparent so that forced-colors mode, which paints borders, outlines the badge.
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontFamily: vars.typography.fontFamily.body,
    fontSize: vars.typography.text.xsmall.fontSize,
    lineHeight: vars.typography.text.xsmall.lineHeight,
    fontWeight: vars.typography.fontWeight.semibold,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    '@media': {
      '(forced-colors: active)': { borderColor: 'CanvasText' },
    },
  },
  variants: {
    tone: {
      neutral: toneColours('neutral'),
      brand: toneColours('brand'),
      positive: toneColours('positive'),
      caution: toneColours('caution'),
      critical: toneColours('critical'),
      info: toneColours('info'),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
