/** Sizes of controls in rem, so that they grow with the reader's chosen text size. */
export const size = {
  // 44 px at the default text size: the touch target size WCAG and the platforms recommend.
  control: '2.75rem',
} as const;

/** The focus ring: a 2 px line, 2 px away from the element it surrounds. */
export const focusRing = {
  width: '2px',
  offset: '2px',
} as const;
