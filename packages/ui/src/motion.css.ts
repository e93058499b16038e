import { keyframes, style } from '@vanilla-extract/css';

import { vars } from './themes/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const scaleIn = keyframes({ from: { transform: 'scale(0.75, 0.5625)' } });

/**
 * The spec's grow entrance (opacity over 270 ms, transform over 180 ms) as an `animation` value,
 * to use in any style, e.g. `selectors: { '&[data-entering]': { animation: growAnimation } }`.
 * Set `transformOrigin` to the edge the element grows from.
 */
export const growAnimation = [
  `${fadeIn} ${vars.motion.duration.slow} ${vars.motion.easing.standard} both`,
  `${scaleIn} ${vars.motion.duration.medium} ${vars.motion.easing.standard} both`,
].join(', ');

/** A class that plays the grow entrance when the element appears. */
export const grow = style({ animation: growAnimation });
