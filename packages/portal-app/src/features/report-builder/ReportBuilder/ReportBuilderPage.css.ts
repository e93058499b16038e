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

/** "What it does", "Who can use it", "How to get access": labels of the story's parts, under its title. */
export const storyLabel = style({
  margin: 0,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  fontWeight: vars.typography.fontWeight.semibold,
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
