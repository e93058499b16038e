import { within } from 'storybook/test';

/** A table's first body row (its header row comes first). */
export function firstBodyRow(container: HTMLElement): HTMLElement {
  const row = within(container).getAllByRole('row')[1];
  if (!row) throw new Error('The table has no body rows.');
  return row;
}

/** A table's last body row. */
export function lastBodyRow(container: HTMLElement): HTMLElement {
  const row = within(container).getAllByRole('row').at(-1);
  if (!row) throw new Error('The table has no rows.');
  return row;
}

/** Story globals that render a story at the tablet and mobile widths of the spec (768 and 425 px). */
export const tablet = { viewport: { value: 'tablet', isRotated: false } };
export const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** The lines a stretch of text lies on, by their top. */
function linesOf(range: Range): Set<number> {
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
}

/**
 * The words of an element's visible text that do not sit whole on one line: broken in the middle. Text hidden
 * for all but assistive technology (clipped to a pixel) is left out.
 */
export function brokenWords(element: HTMLElement): string[] {
  const broken: string[] = [];
  const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
    for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      if (linesOf(range).size > 1) broken.push(word[0]);
    }
  }
  return broken;
}

/** The labels of sortable headers whose icon is not on the line of the label's last word. */
export function sortIconsApartFromTheirWord(table: HTMLElement): string[] {
  return [...table.querySelectorAll('th button')].flatMap((button) => {
    const icon = button.querySelector('svg')?.getBoundingClientRect();
    const lastWord = button.querySelector('svg')?.previousSibling;
    if (!icon || !lastWord) return [button.textContent ?? ''];
    const range = document.createRange();
    range.selectNode(lastWord);
    const word = range.getBoundingClientRect();
    const iconMiddle = icon.top + icon.height / 2;
    return iconMiddle > word.top && iconMiddle < word.bottom ? [] : [button.textContent ?? ''];
  });
}
