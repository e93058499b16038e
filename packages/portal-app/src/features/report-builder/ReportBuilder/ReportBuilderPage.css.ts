import { vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';

export const story = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const storyText = style({
  margin: 0,
});

export const keyNotes = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
