import { style } from '@vanilla-extract/css';

/** Grid layout: as many columns of at least 18rem as fit (one on a phone). Spacing comes from the theme's scale. */
export const grid = style({
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(18rem, 100%), 1fr))',
  alignItems: 'start',
});

/** Parts of the form that are not fields (the failure message, the submit button) take a whole row. */
export const fullRow = style({ gridColumn: '1 / -1' });
