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
