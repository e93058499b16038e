import { expect, screen, userEvent, waitFor } from 'storybook/test';

/** Opens the select named `label` and picks `option` with the pointer, as a reader does; ends with the list closed. */
export async function chooseOption(canvasElement: HTMLElement, label: string, option: string) {
  const trigger = screen.getByRole('button', { name: new RegExp(` ${label}( \\(optional\\))?$`) });
  await userEvent.click(trigger);
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  await userEvent.unhover(trigger);
  await expect(canvasElement).toContainElement(trigger);
}
