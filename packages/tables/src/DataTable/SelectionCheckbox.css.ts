import { style } from '@vanilla-extract/css';

import { vars } from '@partner-insights/ui';

const boxSize = '1.25rem';
const forcedColors = '(forced-colors: active)';

/** The ui Checkbox's tick and dash (14 × 14), drawn as masks so they take the box's text colour. */
const svgMask = (path: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 14 14" fill="none" stroke="black" stroke-width="2" ` +
      `stroke-linecap="round" stroke-linejoin="round"><path d="${path}"/></svg>`,
  )}") center / 0.875rem no-repeat`;
const tick = svgMask('m2.75 7.25 2.75 2.75 5.75-6');
const dash = svgMask('M3 7h8');

/**
 * A native checkbox drawn like the ui Checkbox's box: one element per row instead of a react-aria
 * field, so a page of 100 rows stays cheap to render. Its block margin gives it the height of a line
 * of text, as the ui Checkbox's label has. Unlike the ui Checkbox it changes without a transition:
 * selecting a page of 100 rows would start 200 of them, and take most of a frame to.
 */
export const selectionCheckbox = style({
  appearance: 'none',
  display: 'grid',
  placeContent: 'center',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: boxSize,
  height: boxSize,
  marginBlock: `calc((${vars.typography.text.standard.lineHeight} - ${boxSize}) / 2)`,
  marginInline: 0,
  border: `1px solid ${vars.colour.border.strong}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.colour.surface.raised,
  color: vars.colour.brand.onSolid,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::before': { content: '""', width: '0.875rem', height: '0.875rem', backgroundColor: 'currentColor' },
    '&:checked::before': { mask: tick },
    '&:indeterminate::before': { mask: dash },
    '&:not(:checked, :indeterminate)::before': { visibility: 'hidden' },
    '&:hover': { borderColor: vars.colour.brand.solid },
    '&:is(:checked, :indeterminate)': {
      backgroundColor: vars.colour.brand.solid,
      borderColor: vars.colour.brand.solid,
    },
    '&:is(:checked, :indeterminate):hover': { backgroundColor: vars.colour.brand.solidHover },
    '&:active': { borderColor: vars.colour.brand.solidPressed },
    '&:focus-visible': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: '2px' },
    '&:disabled': {
      borderColor: vars.colour.border.standard,
      backgroundColor: vars.colour.surface.disabled,
      color: vars.colour.text.disabled,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    [forcedColors]: {
      // The mark is a mask over the text colour: keep the system colours below rather than the forced ones.
      forcedColorAdjust: 'none',
      borderColor: 'ButtonText',
      backgroundColor: 'Canvas',
      color: 'HighlightText',
      selectors: {
        '&:hover': { borderColor: 'Highlight' },
        '&:is(:checked, :indeterminate), &:is(:checked, :indeterminate):hover': {
          backgroundColor: 'Highlight',
          borderColor: 'Highlight',
        },
        '&:focus-visible': { outlineColor: 'Highlight' },
        '&:disabled': { borderColor: 'GrayText', backgroundColor: 'Canvas', color: 'GrayText' },
      },
    },
  },
});
