import { style } from '@vanilla-extract/css';

/** Focused only by the page (after sending), so it shows no focus ring. */
export const confirmation = style({ outline: 'none' });
