import { style } from '@vanilla-extract/css';

/** A reference is quoted whole: it never breaks at its hyphen. */
export const reference = style({ whiteSpace: 'nowrap' });
