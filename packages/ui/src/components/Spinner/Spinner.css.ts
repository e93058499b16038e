import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    // Drawn in the colour of the text around it, so it suits any surface and forced colours alike.
    color: 'currentColor',
  },
  variants: {
    size: {
      // Sized in em: it follows the font size of the text it sits in, as inside a button.
      inline: { width: '1.25em', height: '1.25em' },
      small: { width: '1rem', height: '1rem' },
      medium: { width: '1.5rem', height: '1.5rem' },
      large: { width: '2.5rem', height: '2.5rem' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;

export const icon = style({
  width: '100%',
  height: '100%',
  animation: `${spin} 800ms linear infinite`,
});
