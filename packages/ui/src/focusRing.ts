import type { StyleRule } from '@vanilla-extract/css';

import { vars } from './themes/contract.css';

export interface FocusRingOptions {
  /**
   * The state that shows the ring: keyboard focus by default. Fields that take typing show it on any focus
   * (`&[data-focused]`), so the reader sees where the caret is.
   */
  selector?: string;
  /**
   * `outside` (default) draws the ring around the element, clear of its edge; `inside` draws it within the
   * element's edge, for items packed edge to edge (tabs, options) whose neighbours would cover an outer ring.
   */
  placement?: 'outside' | 'inside';
  /** The system colour of the ring in forced-colours mode: Highlight, unless the element already uses it. */
  forcedColor?: 'Highlight' | 'CanvasText';
}

/**
 * The one focus indicator of every focusable primitive: an outline of the theme's ring width in its ring colour,
 * which reaches 3:1 against every surface (the theme's contrast test holds it to that). An outline rather than a
 * shadow, so forced-colours mode keeps it. Compose it into a style: `style([base, focusRing()])`; the element
 * itself sets `outline: 'none'` so that only this state draws one.
 */
export function focusRing({
  selector = '&[data-focus-visible]',
  placement = 'outside',
  forcedColor = 'Highlight',
}: FocusRingOptions = {}): StyleRule {
  return {
    selectors: {
      [selector]: {
        outline: `${vars.focusRing.width} solid ${vars.colour.focusRing}`,
        outlineOffset: placement === 'outside' ? vars.focusRing.offset : `calc(-1 * ${vars.focusRing.width})`,
      },
    },
    '@media': {
      '(forced-colors: active)': { selectors: { [selector]: { outlineColor: forcedColor } } },
    },
  };
}
