import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Button } from '../Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Page/PageHeader',
  component: PageHeader,
  parameters: {
    docs: {
      description: {
        component:
          'The top of a page’s content: the page’s one `h1`, an optional `description` and an `actions` slot. When the two no longer fit side by side (at 425 px), the actions wrap under the title.',
      },
    },
  },
  args: {
    title: 'Users',
    description: 'Manage who can sign in for Acme Foods.',
    actions: (
      <>
        <Button variant="secondary" onPress={fn()}>
          Export
        </Button>
        <Button onPress={fn()}>Add user</Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title is the page's h1; the actions follow it in tab order. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
  },
};

export const TitleOnly: Story = {
  args: { description: undefined, actions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Users');
  },
};

/** At 425 px the actions wrap under the title. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const addUser = canvas.getByRole('button', { name: 'Add user' }).getBoundingClientRect();
    await expect(addUser.top).toBeGreaterThan(title.bottom);
  },
};
