export const motion = {
  duration: {
    fast: '120ms',
    /** The spec's grow animation moves (transform) over 180 ms… */
    medium: '180ms',
    /** …and fades (opacity) over 270 ms. */
    slow: '270ms',
  },
  easing: {
    standard: 'cubic-bezier(0.4, 0, 0.2, 1)',
    decelerate: 'cubic-bezier(0, 0, 0.2, 1)',
    accelerate: 'cubic-bezier(0.4, 0, 1, 1)',
  },
} as const;
