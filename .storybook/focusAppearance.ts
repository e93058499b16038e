import { expect } from 'vitest';
import { userEvent } from 'vitest/browser';

import { contrastRatio, type Rgb } from '../packages/ui/src/themes/contrast';

/** Stories with this tag have every element they show checked for a visible focus indicator. */
export const focusRingTag = 'focus-ring';

/** WCAG 2.2 focus appearance: an indicator at least 2 CSS px thick, with 3:1 contrast against what it sits on. */
const minimumWidthPx = 2;
const minimumContrast = 3;
// More tab stops than any story shows: the walk ends when focus leaves the story or comes round again.
const maximumTabStops = 40;
// Roles whose items take focus from the arrow keys rather than Tab, as in an open menu or list.
const arrowKeyRoles = new Set(['menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'gridcell']);
const white: Rgb = [255, 255, 255];

interface Indicator {
  element: Element;
  widthPx: number;
  colour: Rgb;
  /** Drawn within the element's edge (negative offset, inset shadow) rather than around it. */
  isInside: boolean;
}

/** Every element's focus-relevant styles, its ::after included (a ring may be drawn on a pseudo-element). */
function snapshot(): Map<Element, string> {
  const styles = new Map<Element, string>();
  for (const element of document.body.querySelectorAll('*')) {
    styles.set(element, [null, '::after'].map((pseudo) => ringStyle(getComputedStyle(element, pseudo))).join('|'));
  }
  return styles;
}

function ringStyle(style: CSSStyleDeclaration): string {
  return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.outlineOffset, style.boxShadow].join(' ');
}

function rgbOf(colour: string): Rgb | undefined {
  const channels = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(colour);
  if (!channels || channels[4] === '0') return undefined;
  return [Number(channels[1]), Number(channels[2]), Number(channels[3])];
}

/** The ring an element (or its ::after) draws now, as an outline or a spread box shadow. */
function indicatorOf(element: Element): Indicator | undefined {
  for (const pseudo of [null, '::after']) {
    const style = getComputedStyle(element, pseudo);
    const outlineColour = rgbOf(style.outlineColor);
    if (style.outlineStyle !== 'none' && outlineColour) {
      const widthPx = Number.parseFloat(style.outlineWidth);
      return { element, widthPx, colour: outlineColour, isInside: Number.parseFloat(style.outlineOffset) < 0 };
    }
    // A ring as a shadow: no offset, no blur, a spread (`rgb(…) 0px 0px 0px 2px`, `inset` last).
    const shadow = /(rgba?\([^)]*\)) 0px 0px 0px ([\d.]+)px( inset)?/.exec(style.boxShadow);
    const shadowColour = shadow && rgbOf(shadow[1] ?? '');
    if (shadow && shadowColour) {
      return { element, widthPx: Number.parseFloat(shadow[2] ?? '0'), colour: shadowColour, isInside: !!shadow[3] };
    }
  }
  return undefined;
}

/** The colour behind an element: its own background, else the nearest ancestor's (the page is white). */
function backgroundOf(element: Element | null): Rgb {
  for (let current = element; current; current = current.parentElement) {
    const colour = rgbOf(getComputedStyle(current).backgroundColor);
    if (colour) return colour;
  }
  return white;
}

function describe(element: Element): string {
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
  return `<${element.tagName.toLowerCase()} role="${element.getAttribute('role') ?? ''}"> "${name}"`;
}

/**
 * What is wrong with the focus indicator of the element that just took focus, judged by the styles that changed
 * since `before`: some element (the control, its box, its ::after) must now draw a ring thick enough and with
 * enough contrast against what it sits on: the element's own fill for a ring inside it, else what is behind it.
 */
function problemsOfFocused(before: Map<Element, string>): string[] {
  const focused = document.activeElement;
  if (!focused) return [];
  const after = snapshot();
  const indicators = [...after]
    .filter(([element, style]) => before.get(element) !== style)
    .flatMap(([element]) => indicatorOf(element) ?? []);
  const passing = indicators.find(({ element, widthPx, colour, isInside }) => {
    const background = backgroundOf(isInside ? element : element.parentElement);
    return widthPx >= minimumWidthPx && contrastRatio(colour, background) >= minimumContrast;
  });
  if (passing) return [];
  const found = indicators.map(({ widthPx, colour, isInside, element }) => {
    const background = backgroundOf(isInside ? element : element.parentElement);
    return `${widthPx}px at ${contrastRatio(colour, background).toFixed(2)}:1`;
  });
  return [`${describe(focused)}: ${found.length ? `indicator too weak (${found.join(', ')})` : 'no focus indicator'}`];
}

const nextFrame = () => new Promise(requestAnimationFrame);

/**
 * Walks a story by keyboard and checks that every element taking focus shows an indicator at least 2 CSS px thick
 * with 3:1 contrast. An open menu or list the story ends with is checked with an arrow key first; then Tab visits
 * every tab stop in the story's canvas (or the dialog it leaves open) from its top.
 */
export async function expectVisibleFocus(canvas: HTMLElement) {
  const problems: string[] = [];
  const role = document.activeElement?.getAttribute('role');
  if (role && arrowKeyRoles.has(role)) {
    const before = snapshot();
    await userEvent.keyboard('{ArrowDown}');
    await nextFrame();
    problems.push(...problemsOfFocused(before));
    await userEvent.keyboard('{Escape}');
    // Closing hands focus back to the opener once the overlay has gone: let it, so it does not land mid-walk.
    await expect
      .poll(() => document.activeElement?.getAttribute('role') ?? '')
      .not.toMatch(/^(menuitem|option|gridcell)/);
    await expect.poll(() => document.activeElement).not.toBe(document.body);
  }

  // A story that ends with a dialog open is walked inside it: the dialog keeps focus to itself.
  const scope = document.activeElement?.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]') ?? canvas;
  // Tab starts from where focus is: from a mark at the top of the canvas, outside the tab order, it visits all.
  const start = document.createElement('span');
  start.tabIndex = -1;
  scope.prepend(start);
  start.focus();
  await nextFrame();
  const atRest = snapshot();
  const visited = new Set<Element>();
  try {
    for (let stop = 0; stop < maximumTabStops; stop += 1) {
      await userEvent.tab();
      await nextFrame();
      const focused = document.activeElement;
      if (!focused || !scope.contains(focused) || visited.has(focused)) break;
      visited.add(focused);
      problems.push(...problemsOfFocused(atRest));
    }
  } finally {
    start.remove();
  }
  expect(visited.size, 'the story shows nothing that takes focus from the keyboard').toBeGreaterThan(0);
  expect(problems).toEqual([]);
}
