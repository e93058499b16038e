import { style } from '@vanilla-extract/css';

export const unbroken = style({ whiteSpace: 'nowrap' });
