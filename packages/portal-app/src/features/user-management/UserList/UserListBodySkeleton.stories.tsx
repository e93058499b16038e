import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { withAppProviders } from '../../../testing/withAppProviders';
import { UserListBodySkeleton } from './UserListBodySkeleton';
import { PHONE, textIn, userListApp } from './userListStory.fixtures';

/** The page loads its area's texts before it renders the skeleton; the story does the same. */
function WithAreaMessages({ children }: { readonly children: ReactNode }) {
  useAreaMessages('user-management');
  return children;
}

const meta = {
  title: 'App/Pages/User management/Body skeleton',
  component: UserListBodySkeleton,
  decorators: [withAppProviders],
  args: { rows: 10 },
  render: (args) => (
    <main>
      <WithAreaMessages>
        <UserListBodySkeleton {...args} />
      </WithAreaMessages>
    </main>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'What the user list shows while the code of its tabs and tables arrives: the tab list’s room, the ' +
          'toolbar’s, and a table skeleton of the page’s size with its header row.',
      },
    },
    ...userListApp(),
  },
} satisfies Meta<typeof UserListBodySkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const [tabs, table] = await canvas.findAllByRole('status');
    await expect(tabs).toHaveTextContent(textIn(globals)('userList.loadingTabs'));
    // One row more than the page holds: the table's header.
    await expect(table?.querySelectorAll('[aria-hidden="true"] > div')).toHaveLength(args.rows + 1);
  },
};

export const Spanish: Story = { ...Default, globals: { locale: 'es-MX' } };
export const French: Story = { ...Default, globals: { locale: 'fr-CA' } };
export const Phone: Story = { ...Default, ...PHONE };
