import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

// Plain classes rather than a recipe: every pending Button draws a spinner, and the recipe's runtime would cost
// every consumer of Button more than the lookup in Spinner.
export const spinner = style({
  display: 'inline-flex',
  flexShrink: 0,
  // Drawn in the colour of the text around it, so it suits any surface and forced colours alike.
  color: 'currentColor',
});

export const size = styleVariants({
  // Sized in em: it follows the font size of the text it sits in, as inside a button.
  inline: { width: '1.25em', height: '1.25em' },
  small: { width: '1rem', height: '1rem' },
  medium: { width: '1.5rem', height: '1.5rem' },
  large: { width: '2.5rem', height: '2.5rem' },
});

export const icon = style({
  width: '100%',
  height: '100%',
  animation: `${spin} 800ms linear infinite`,
});
