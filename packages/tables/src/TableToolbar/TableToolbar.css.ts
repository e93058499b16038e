import { style } from '@vanilla-extract/css';

import { vars } from '@partner-insights/ui';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const search = style({ flex: '1 1 16rem', minWidth: 0, maxWidth: '28rem' });

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const actions = style([group, { marginInlineStart: 'auto' }]);
