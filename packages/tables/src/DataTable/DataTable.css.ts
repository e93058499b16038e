import { style, styleVariants } from '@vanilla-extract/css';

import { vars } from '@partner-insights/ui';

const forcedColors = '(forced-colors: active)';

export const dataTable = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  // The whole width the page gives it (the spec's "window width minus 185" left room for a side navigation
  // this portal does not have), and never more: a flex or grid parent cannot stretch it past its own width.
  width: '100%',
  minWidth: 0,
  fontFamily: vars.typography.fontFamily.body,
  color: vars.colour.text.primary,
});

export const scrollRegion = style({
  // The containing block of what the table positions (visually hidden texts): clipped with it, never widening the page.
  position: 'relative',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  outline: 'none',
  selectors: {
    // Rounded only for its focus ring: the corners of a table that is not focused stay whole.
    '&:focus-visible': {
      borderRadius: vars.radius.small,
      outline: `2px solid ${vars.colour.focusRing}`,
      outlineOffset: '2px',
    },
  },
  '@media': { [forcedColors]: { selectors: { '&:focus-visible': { outlineColor: 'Highlight' } } } },
});

const tableBase = style({
  // Columns as wide as declared, whatever the rows hold: the skeleton and the rows that replace it line up.
  tableLayout: 'fixed',
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  // A value's word longer than its column (an e-mail address, a code) breaks rather than spill into the next one.
  overflowWrap: 'anywhere',
});

export const table = styleVariants({
  // Fits its width with the columns shown, or scrolls sideways once they need more (the minimum set on the table).
  hideColumns: [tableBase],
  // At least as wide as its columns' minimums (set on the table), inside the scrolling region.
  scroll: [tableBase],
});

export const caption = style({ padding: 0 });

const cellBase = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBlockEnd: `1px solid ${vars.colour.border.subtle}`,
  '@media': { [forcedColors]: { borderBlockEndColor: 'CanvasText' } },
});

export const headerCell = style([
  cellBase,
  {
    color: vars.colour.text.secondary,
    fontSize: vars.typography.text.small.fontSize,
    lineHeight: vars.typography.text.small.lineHeight,
    fontWeight: vars.typography.fontWeight.semibold,
    backgroundColor: vars.colour.surface.sunken,
    borderBlockEndColor: vars.colour.border.standard,
    verticalAlign: 'bottom',
    // The table's minimum width gives every column its header's longest word: a label wraps between words only.
    overflowWrap: 'normal',
  },
]);

export const cell = cellBase;

/** Added to checkbox and menu cells, whose columns are as narrow as their control. */
export const control = style({ verticalAlign: 'middle' });

export const statusCell = style({ padding: 0, borderBlockEnd: `1px solid ${vars.colour.border.subtle}` });

export const statusMessage = style({ borderBlockEnd: `1px solid ${vars.colour.border.subtle}` });

export const row = style({
  backgroundColor: vars.colour.surface.raised,
  selectors: {
    '&:hover': { backgroundColor: vars.colour.neutral.soft },
    '&[data-selected]': { backgroundColor: vars.colour.brand.soft },
  },
});

export const sortButton = style({
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.colour.text.primary },
    '&:focus-visible': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: '2px' },
  },
  '@media': { [forcedColors]: { selectors: { '&:focus-visible': { outlineColor: 'Highlight' } } } },
});

/** A label's last word and the sort icon: they wrap together. */
export const lastWord = style({ whiteSpace: 'nowrap' });

const sortIconBase = style({
  width: '1rem',
  height: '1rem',
  marginInlineStart: vars.space.xxsmall,
  // Centred on the line it ends.
  verticalAlign: 'top',
  marginBlockStart: `calc((${vars.typography.text.small.lineHeight} - 1rem) / 2)`,
});

export const sortIcon = styleVariants({
  ascending: [sortIconBase, { color: vars.colour.brand.text }],
  descending: [sortIconBase, { color: vars.colour.brand.text }],
  // Unsorted: a quiet hint that the column can sort.
  none: [sortIconBase, { opacity: 0.5 }],
});

/** Rows not rendered yet keep their place; scroll anchoring keeps to real rows, not to these. */
export const spacerRow = style({ overflowAnchor: 'none' });

export const spacerCell = style({ padding: 0, border: 'none' });
