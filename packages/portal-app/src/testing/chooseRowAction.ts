import { expect, screen, userEvent, waitFor } from 'storybook/test';

/**
 * Opens the menu of the row named `rowLabel` and chooses `action` with the pointer, as a reader does; ends with the
 * menu gone, so that what the action opens is seen (and screenshotted) on its own.
 */
export async function chooseRowAction(rowLabel: string, action: string) {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${rowLabel}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
  await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument());
}
