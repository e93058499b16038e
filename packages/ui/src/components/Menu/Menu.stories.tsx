import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu';

const onEdit = fn();
const onResend = fn();
const onDeactivate = fn();

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  subcomponents: { MenuItem, MenuSection, MenuSeparator },
  parameters: {
    docs: {
      description: {
        component:
          'A row actions menu: a "more" button (its `label` is required, as it shows only an icon), or a text button with `triggerLabel` (then `label` is its accessible name, containing the text), opening a react-aria menu in a popover. `MenuItem`s run `onAction`; `disabledKeys` (or `isDisabled`) disables items; `MenuSection` groups items under a title; `MenuSeparator` draws a rule. Enter, Space or the arrow keys open it, arrows and typing move through it, Escape closes it and returns focus to the trigger. `selectionMode="single"` with `selectedKeys` and `onSelectionChange` makes the items radio choices, the selected one marked.',
      },
    },
  },
  args: {
    label: 'Actions for Jane Doe',
    children: [
      <MenuItem key="edit" id="edit" onAction={onEdit}>
        Edit user
      </MenuItem>,
      <MenuItem key="resend" id="resend" onAction={onResend}>
        Resend invitation
      </MenuItem>,
      <MenuItem key="deactivate" id="deactivate" onAction={onDeactivate}>
        Deactivate
      </MenuItem>,
    ],
  },
  beforeEach: () => {
    onEdit.mockClear();
    onResend.mockClear();
    onDeactivate.mockClear();
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open menu, once its popover has finished growing in (so checks and screenshots see it at rest). */
async function getMenu() {
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu.closest('[data-trigger="MenuTrigger"]')).not.toHaveAttribute('data-entering'));
  return menu;
}

export const Closed: Story = {
  tags: ['focus-ring'],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for Jane Doe' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A click opens the menu, a click on an item runs it and closes the menu. */
export const WithPointer: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for Jane Doe' });
    await userEvent.click(trigger);
    await userEvent.click(within(await getMenu()).getByRole('menuitem', { name: 'Resend invitation' }));
    await expect(onResend).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.unhover(trigger);
  },
};

/** Enter opens it on the first item and Escape closes it, returning focus; arrows move and Enter runs an item. */
export const WithKeyboard: Story = {
  tags: ['focus-ring'],
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for Jane Doe' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await getMenu();
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit user' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    await getMenu();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(onDeactivate).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open, with the keyboard on the second item: the screenshot shows the menu. */
export const Open: Story = {
  tags: ['focus-ring'],
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await getMenu();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Resend invitation' })).toHaveFocus();
  },
};

/** Disabled items are announced as such, skipped by the arrow keys and ignore clicks. */
export const DisabledItems: Story = {
  args: { disabledKeys: ['resend'] },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Jane Doe' }));
    const menu = await getMenu();
    const resend = within(menu).getByRole('menuitem', { name: 'Resend invitation' });
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(resend);
    await expect(onResend).not.toHaveBeenCalled();
    await userEvent.unhover(resend);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Edit user' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Deactivate' })).toHaveFocus();
  },
};

/** Titled sections name their groups; a separator sets the destructive action apart. */
export const SectionsAndSeparator: Story = {
  args: {
    children: [
      <MenuSection key="user" title="User">
        <MenuItem id="edit" onAction={onEdit}>
          Edit user
        </MenuItem>
        <MenuItem id="resend" onAction={onResend}>
          Resend invitation
        </MenuItem>
      </MenuSection>,
      <MenuSeparator key="separator" />,
      <MenuSection key="access" title="Access">
        <MenuItem id="deactivate" onAction={onDeactivate}>
          Deactivate
        </MenuItem>
      </MenuSection>,
    ],
  },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Jane Doe' }));
    const menu = await getMenu();
    await expect(within(menu).getByRole('group', { name: 'User' })).toBeVisible();
    await expect(within(menu).getByRole('group', { name: 'Access' })).toBeVisible();
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
  },
};

/** On a phone the menu stays within the screen. */
export const Mobile: Story = {
  ...Open,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** In Windows high contrast the trigger is outlined and the focused item highlighted in system colours. */
export const ForcedColors: Story = {
  ...DisabledItems,
  globals: { forcedColors: 'active' },
};

const onLanguageChange = fn();

/** A single-selection menu behind a text trigger showing the current choice, e.g. a language switch. */
const languageChoice = {
  label: 'Language: English',
  triggerLabel: 'English',
  placement: 'bottom start',
  selectionMode: 'single',
  selectedKeys: ['en-US'],
  onSelectionChange: onLanguageChange,
  children: [
    <MenuItem key="en-US" id="en-US">
      English
    </MenuItem>,
    <MenuItem key="es-MX" id="es-MX">
      Español
    </MenuItem>,
    <MenuItem key="fr-CA" id="fr-CA">
      Français
    </MenuItem>,
  ],
} satisfies Story['args'];

/** A click on the text trigger opens the choices (the selected one marked); a click on another picks it. */
export const TextTriggerWithPointer: Story = {
  args: languageChoice,
  beforeEach: () => onLanguageChange.mockClear(),
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Language: English' });
    await expect(trigger).toHaveTextContent('English');
    await userEvent.click(trigger);
    const menu = await getMenu();
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Français' }));
    await expect(onLanguageChange).toHaveBeenCalledOnce();
    await expect([...(onLanguageChange.mock.calls[0]?.[0] ?? [])]).toEqual(['fr-CA']);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.unhover(trigger);
  },
};

/** The keyboard opens the choices on the selected one; arrows move and Enter picks. Open: the screenshot shows the mark. */
export const SingleSelectionWithKeyboard: Story = {
  args: languageChoice,
  beforeEach: () => onLanguageChange.mockClear(),
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Language: English' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    let menu = await getMenu();
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect([...(onLanguageChange.mock.calls[0]?.[0] ?? [])]).toEqual(['es-MX']);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    menu = await getMenu();
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(3);
  },
};

/** In Windows high contrast the selected choice keeps its mark and the focused one its highlight. */
export const SingleSelectionForcedColors: Story = {
  ...SingleSelectionWithKeyboard,
  globals: { forcedColors: 'active' },
};
