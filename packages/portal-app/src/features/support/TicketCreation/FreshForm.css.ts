import { style } from '@vanilla-extract/css';

/** Focused only by the page (after "Create another ticket"), so it shows no focus ring. */
export const region = style({ outline: 'none' });
