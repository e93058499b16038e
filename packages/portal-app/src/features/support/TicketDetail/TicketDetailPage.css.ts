import { vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';

// The page, its sections and its description lists are laid out as the profile's (see ProfilePage.css).

// Status and dates side by side while there is room, stacked on a phone.
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.small} ${vars.space.xlarge}`,
  margin: 0,
});

/** A long entry (the description) takes the whole row. */
export const wideEntry = style({ gridColumn: '1 / -1' });

export const value = style({
  margin: 0,
  overflowWrap: 'anywhere',
  // Keeps the line breaks the user typed.
  whiteSpace: 'pre-line',
});

export const secondaryText = style({ color: vars.colour.text.secondary });

export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const commentBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.colour.border.subtle}`,
});

export const comment = {
  own: commentBase,
  // The support desk's answers stand out: a tinted card with a brand edge, set off from the user's own.
  supportDesk: style([
    commentBase,
    {
      backgroundColor: vars.colour.brand.soft,
      borderInlineStartWidth: '4px',
      borderInlineStartColor: vars.colour.brand.solid,
    },
  ]),
};

export const commentMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  margin: 0,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const author = style({ fontWeight: vars.typography.fontWeight.semibold });

export const commentText = style({
  margin: 0,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

/** The text area takes the form's width; the button keeps its own. */
export const field = style({ alignSelf: 'stretch' });
