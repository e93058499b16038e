import { style } from '@vanilla-extract/css';

import { vars } from '../../themes/contract.css';
import { bar } from '../Skeleton/Skeleton.css';
import { actions, description, productIcon, status, tileFrame, title, titleRow } from './ProductTile.css';

// Each placeholder takes the line box of the text it stands for, so the skeleton is as tall as the tile it becomes.
export const frame = style([tileFrame, { backgroundColor: vars.colour.surface.raised }]);
export { titleRow };

export const iconPlaceholder = style([productIcon, bar, { width: '1.5rem', height: '1.5rem' }]);

const line = (lineHeight: string) => style({ display: 'flex', alignItems: 'center', height: lineHeight });
export const titleLine = style([title, line(vars.typography.heading['4'].lineHeight), { flex: 1 }]);
export const descriptionLines = description;
export const textLine = line(vars.typography.text.small.lineHeight);
export const statusLine = style([status, line(vars.typography.text.small.lineHeight)]);
export const actionLine = style([actions, { alignItems: 'center' }]);

export const placeholder = bar;
