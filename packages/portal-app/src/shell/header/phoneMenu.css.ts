import { vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';
import { CURRENT_MARK_WIDTH } from './header.css';

export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  color: vars.colour.text.primary,
});

export const sectionTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.xxsmall,
  // In line with the links' text, past their current-item mark.
  paddingInlineStart: `calc(${vars.space.small} + ${CURRENT_MARK_WIDTH})`,
  color: vars.colour.text.secondary,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  fontWeight: vars.typography.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

/** A language button, shaped like the links around it (their font, padding and current-item mark). */
export const languageButton = style({
  width: '100%',
  borderBlock: 'none',
  borderInlineEnd: 'none',
  background: 'none',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  lineHeight: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
});
