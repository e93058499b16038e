import { screen, userEvent, waitFor, within, expect } from 'storybook/test';

/** A file of the given size; its bytes are all zero, only the size matters here. */
export const fileOfSize = (name: string, sizeBytes: number, type = 'application/pdf') =>
  new File([new Uint8Array(sizeBytes)], name, { type });

/** The hidden file input a field's Choose file button opens. */
export function fileInputIn(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The file input is missing.');
  return input;
}

/** A select's button by the field's label: named by its value, then its label (and optional marker). */
export function selectButton(canvasElement: HTMLElement, label: string): HTMLElement {
  return within(canvasElement).getByRole('button', { name: new RegExp(` ${label}( \\(optional\\))?$`) });
}

/** Opens a select by its label and picks an option with the pointer; ends with the list closed. */
export async function choose(canvasElement: HTMLElement, label: string, option: string) {
  const trigger = selectButton(canvasElement, label);
  await userEvent.click(trigger);
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  await userEvent.unhover(trigger);
}

/** The options a select offers, read by opening it; ends with the list closed again and the button focused. */
export async function optionsOf(canvasElement: HTMLElement, label: string): Promise<string[]> {
  const trigger = selectButton(canvasElement, label);
  await userEvent.click(trigger);
  const listBox = await screen.findByRole('listbox');
  const names = within(listBox)
    .queryAllByRole('option')
    .map((option) => option.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  // Escape hands focus back to the button, with its keyboard focus ring: wait for it, so the story ends at rest.
  await waitFor(() => expect(trigger).toHaveFocus());
  await userEvent.unhover(trigger);
  return names;
}
