import { GLOSSARY_LOADING_ROWS } from '@partner-insights/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneViewport, PHONE_VIEWPORT } from '../../../testing/storyParameters';
import { users } from '../../../testing/userFixtures';
import { withAppProviders } from '../../../testing/withAppProviders';
import { DataDictionaryBodySkeleton } from './DataDictionaryBodySkeleton';

const meta = {
  title: 'App/Pages/Data dictionary/Body skeleton',
  component: DataDictionaryBodySkeleton,
  decorators: [withAppProviders],
  render: () => (
    <main>
      <DataDictionaryBodySkeleton />
    </main>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'What the data dictionary shows while the code of its search, table and topic panel arrives: the ' +
          'toolbar’s room and a table skeleton as tall as the table’s own loading state.',
      },
    },
    app: { user: users.regularUser, path: '/dataDictionary' },
  },
} satisfies Meta<typeof DataDictionaryBodySkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('status');
    // The table's loading rows and its header row.
    await expect(table.querySelectorAll('[aria-hidden="true"] > div')).toHaveLength(GLOSSARY_LOADING_ROWS + 1);
  },
};

export const Phone: Story = {
  ...Default,
  parameters: phoneViewport,
  globals: { viewport: { value: PHONE_VIEWPORT, isRotated: false } },
};
