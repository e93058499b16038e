import { vars } from '@partner-insights/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const homeLink = style({
  display: 'inline-flex',
  borderRadius: vars.radius.small,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: '4px' },
  },
});

const linkListBase = style({ display: 'flex', margin: 0, padding: 0, listStyle: 'none' });

/** Links in a row (header), in a row that wraps on narrow screens (footer), or one a line (phone menu). */
export const linkList = styleVariants({
  row: [linkListBase, { gap: vars.space.large }],
  wrappingRow: [linkListBase, { flexWrap: 'wrap', columnGap: vars.space.large, rowGap: vars.space.xsmall }],
  column: [linkListBase, { flexDirection: 'column' }],
});

const linkBase = style({
  color: vars.colour.text.primary,
  fontWeight: vars.typography.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: '2px' },
  },
});

/** The bar that marks the current item of a column of links. */
export const CURRENT_MARK_WIDTH = '3px';

export const link = styleVariants({
  // Underlined on hover; the current page's link in the brand colour.
  row: [
    linkBase,
    {
      display: 'inline-block',
      paddingBlock: vars.space.xxsmall,
      borderBottom: '2px solid transparent',
      whiteSpace: 'nowrap',
      selectors: {
        '&:hover': { borderBottomColor: vars.colour.border.strong },
        '&[aria-current="page"]': { borderBottomColor: vars.colour.brand.solid },
      },
    },
  ],
  // A whole line, tall enough to tap (44 px at the default text size), the current page marked at its start.
  column: [
    linkBase,
    {
      display: 'block',
      minHeight: '2.75rem',
      paddingBlock: vars.space.small,
      paddingInline: vars.space.small,
      borderInlineStart: `${CURRENT_MARK_WIDTH} solid transparent`,
      overflowWrap: 'anywhere',
      selectors: {
        '&:hover': { backgroundColor: vars.colour.neutral.soft },
        '&[aria-current="page"], &[aria-current="true"]': { borderInlineStartColor: vars.colour.brand.solid },
        '&:focus-visible': { outlineOffset: '-2px' },
      },
    },
  ],
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const userName = style({
  fontWeight: vars.typography.fontWeight.semibold,
  whiteSpace: 'nowrap',
});
