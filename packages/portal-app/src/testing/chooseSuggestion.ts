import { expect, screen, userEvent, waitFor } from 'storybook/test';

/**
 * Types `text` in the combo box and chooses the suggestion `option` from the keyboard (ArrowDown, then Enter); ends
 * with the suggestions closed (a render after the choice, so waited for). Not with a pointer: a pointer may scroll
 * the page to reach the suggestion, and a combo box's suggestions close when its page scrolls.
 */
export async function chooseSuggestion(comboBox: HTMLElement, text: string, option: string) {
  await userEvent.type(comboBox, text);
  const suggestion = await screen.findByRole('option', { name: option });
  await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(comboBox).toHaveAttribute('aria-activedescendant', suggestion.id));
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}
