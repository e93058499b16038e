import { style } from '@vanilla-extract/css';

import { vars } from '../../themes/contract.css';

/**
 * The centred panel that takes the place of content that is missing (EmptyState) or failed to load
 * (ErrorPanel): a title, a line of help and a way on.
 */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.medium,
  color: vars.colour.text.secondary,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  textAlign: 'center',
  // A long search term or translation wraps instead of overflowing a phone's width.
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  color: vars.colour.text.primary,
  fontSize: vars.typography.heading['4'].fontSize,
  lineHeight: vars.typography.heading['4'].lineHeight,
  fontWeight: vars.typography.fontWeight.semibold,
});

/** A line of help under the title. */
export const text = style({ margin: 0 });
