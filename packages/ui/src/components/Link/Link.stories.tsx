import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn } from 'storybook/test';

import { Link } from './Link';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: {
    href: '/profile',
    children: 'View your profile',
    onPress: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'standalone'] },
    opensInNewTab: { control: 'boolean' },
  },
  // The destinations are examples: a router that goes nowhere keeps stories on the page.
  decorators: [
    (Story) => (
      <RouterProvider navigate={() => {}}>
        <Story />
      </RouterProvider>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A text link to another page. Use `inline` inside running text (always underlined) and `standalone` ' +
          'for a link on its own line. `opensInNewTab` opens a new tab and tells the reader so. For actions ' +
          'that do not navigate, use a Button.',
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a sentence: underlined, followed with a click. */
export const Inline: Story = {
  tags: ['focus-ring'],
  render: (args) => (
    <p style={{ margin: 0, maxWidth: '32rem' }}>
      Your company details are kept up to date by your administrator. <Link {...args} /> to check them.
    </p>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'View your profile' });
    await expect(link).toHaveAttribute('href', '/profile');
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledOnce();
    await userEvent.unhover(link);
  },
};

export const Standalone: Story = {
  tags: ['focus-ring'],
  args: { variant: 'standalone' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link'));
    await expect(args.onPress).toHaveBeenCalledOnce();
    await userEvent.unhover(canvas.getByRole('link'));
  },
};

/** Hovering a standalone link underlines it. */
export const Hovered: Story = {
  args: { variant: 'standalone' },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link');
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
  },
};

/** Reached with Tab it shows the focus ring; Enter follows it. */
export const KeyboardFocus: Story = {
  args: { variant: 'standalone' },
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** Opens in a new tab: an icon shows it, and the reader hears "(opens in a new tab)". */
export const OpensInNewTab: Story = {
  args: { href: 'https://example.com/help', children: 'Help centre', opensInNewTab: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Help centre (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const OpensInNewTabInFrench: Story = {
  args: { href: 'https://example.com/aide', children: 'Centre d’aide', opensInNewTab: true },
  globals: { locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Centre d’aide (s’ouvre dans un nouvel onglet)' }),
    ).toBeInTheDocument();
  },
};

/** The hidden text can be replaced, e.g. to name the destination's site. */
export const CustomNewTabLabel: Story = {
  args: {
    href: 'https://example.com/status',
    children: 'Service status',
    opensInNewTab: true,
    newTabLabel: '(opens the status site in a new tab)',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Service status (opens the status site in a new tab)' }),
    ).toBeInTheDocument();
  },
};

/** Windows high contrast: links take the system link colour, and the focus ring stays visible. */
export const ForcedColors: Story = {
  globals: { forcedColors: 'active' },
  render: (args) => (
    <p style={{ display: 'flex', gap: '1.5rem', margin: 0 }}>
      <Link {...args} />
      <Link {...args} variant="standalone">
        Standalone
      </Link>
      <Link {...args} href="https://example.com/help" opensInNewTab>
        Help centre
      </Link>
    </p>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'View your profile' })).toHaveAttribute('data-focus-visible', 'true');
  },
};
