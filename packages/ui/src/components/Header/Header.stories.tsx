import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { Inline } from '../Inline';
import { Logo } from '../Logo';
import { Menu, MenuItem } from '../Menu';
import { Header } from './Header';

const navigation = (
  <nav aria-label="Main">
    <Inline space="large">
      {['Apps', 'Knowledge base', 'Release notes', 'Data dictionary', 'Support'].map((label) => (
        <a key={label} href={`#${label.toLowerCase().replace(' ', '-')}`} style={{ whiteSpace: 'nowrap' }}>
          {label}
        </a>
      ))}
    </Inline>
  </nav>
);

const userMenu = (
  <Menu label="Account menu for Jane Doe">
    <MenuItem id="profile" onAction={fn()}>
      Profile
    </MenuItem>
    <MenuItem id="sign-out" onAction={fn()}>
      Sign out
    </MenuItem>
  </Menu>
);

const meta = {
  title: 'Page/Header',
  component: Header,
  parameters: {
    docs: {
      description: {
        component:
          'The top bar of every page, exposed as the `banner` landmark, with three slots: `logo` (the Partner Insights logo unless told; usually wrapped in a link home), `navigation` (pass a labelled `<nav>`) and `userMenu` (at the end of the row). Below 768 px, `phoneMenu` replaces the navigation and the user menu with a "Menu" button opening a sheet of everything they offer; without it the navigation takes a row of its own (scrolling sideways if its content does not wrap).',
      },
    },
  },
  args: {
    logo: (
      <a href="#home" aria-label="Partner Insights home">
        <Logo size="small" />
      </a>
    ),
    navigation,
    userMenu,
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reached in reading order with Tab: logo, then navigation; the user menu opens and closes back onto its button. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Partner Insights home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Apps' })).toHaveFocus();
    const userButton = canvas.getByRole('button', { name: 'Account menu for Jane Doe' });
    await userEvent.click(userButton);
    await screen.findByRole('menu', { name: 'Account menu for Jane Doe' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(userButton).toHaveFocus());
    await userEvent.unhover(userButton);
  },
};

export const LogoOnly: Story = {
  args: { logo: undefined, navigation: undefined, userMenu: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Partner Insights' })).toBeVisible();
  },
};

/** At 425 px the navigation moves under the logo, on a row of its own. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('link', { name: 'Partner Insights home' }).getBoundingClientRect();
    const nav = canvas.getByRole('navigation', { name: 'Main' }).getBoundingClientRect();
    await expect(nav.top).toBeGreaterThanOrEqual(logo.bottom);
    const userButton = canvas.getByRole('button', { name: 'Account menu for Jane Doe' }).getBoundingClientRect();
    await expect(userButton.right).toBeLessThanOrEqual(425);
  },
};

export const ForcedColors: Story = {
  globals: { forcedColors: 'active' },
  play: async ({ canvas, userEvent }) => {
    const userButton = canvas.getByRole('button', { name: 'Account menu for Jane Doe' });
    for (let step = 0; step < 10 && document.activeElement !== userButton; step++) await userEvent.tab();
    await expect(userButton).toHaveAttribute('data-focus-visible', 'true');
  },
};

const phoneMenu = (close: () => void) => (
  <nav aria-label="Main">
    <ul style={{ display: 'flex', flexDirection: 'column', gap: '1rem', margin: 0, padding: 0, listStyle: 'none' }}>
      {['Apps', 'Support', 'Profile', 'Sign out'].map((label) => (
        <li key={label}>
          <a href={`#${label.toLowerCase().replace(' ', '-')}`} onClick={close}>
            {label}
          </a>
        </li>
      ))}
    </ul>
  </nav>
);

/** Below 768 px, with `phoneMenu`: the logo and a "Menu" button, which says whether its sheet is open. */
export const PhoneMenuClosed: Story = {
  args: { phoneMenu },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Account menu for Jane Doe' })).not.toBeInTheDocument();
  },
};

/**
 * The sheet opens from the keyboard and keeps focus inside (Tab wraps around its close button and links);
 * Escape closes it and returns focus to the button.
 */
export const PhoneMenuOpen: Story = {
  args: { phoneMenu },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', sheet.id);
    // The close button and four links, and round again: focus never leaves the sheet.
    for (let step = 0; step < 7; step++) {
      await userEvent.tab();
      await expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
    await expect(screen.getByRole('link', { name: 'Apps' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Open again, for the screenshot.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Menu' });
  },
};
