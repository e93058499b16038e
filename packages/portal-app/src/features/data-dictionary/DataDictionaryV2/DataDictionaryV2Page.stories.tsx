import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import { dataDictionaryFixtures } from '../DataDictionary/dataDictionaryFixtures';
import DataDictionaryV2Page from './DataDictionaryV2Page';

const app = (path = '/dataDictionaryV2'): { app: AppStoryParameters } => ({
  app: { user: users.regularUser, path, fixtures: dataDictionaryFixtures() },
});

const meta = {
  title: 'App/Pages/Data dictionary by topic',
  component: DataDictionaryV2Page,
  decorators: [withAppProviders],
  render: () => (
    <main>
      <DataDictionaryV2Page />
    </main>
  ),
  parameters: {
    docs: {
      description: {
        component:
          '/dataDictionaryV2: the same dictionary, opening on its topics; a topic, a search or a product shows the ' +
          'table of /dataDictionary with the way back to every topic.',
      },
    },
    ...app(),
  },
} satisfies Meta<typeof DataDictionaryV2Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The topics in another language, one of them named `topic`, without the page scrolling sideways. */
const showsTopics =
  (topic: string) =>
  async ({ canvas, canvasElement }: StoryContext) => {
    await expect(await canvas.findByRole('link', { name: topic })).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  };

/**
 * The topics first, each saying what it covers (a 375 px phone: one column); in every language at both widths
 * (page-shots).
 */
export const DictionaryByTopicTopics: Story = {
  tags: ['page-shots'],
  play: async (context) => {
    const { canvas } = context;
    await showsTopics('Inventory')(context);
    await expect(canvas.getByRole('link', { name: 'Shopper' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.getByText('Where the stores are, their format, region and size.')).toBeVisible();
  },
  parameters: { pageShots: { plays: { 'es-MX': showsTopics('Inventario'), 'fr-CA': showsTopics('Stocks') } } },
};

/** A topic chosen: its data elements, and the way back. */
export const DictionaryByTopicTopicTable: Story = {
  parameters: app('/dataDictionaryV2?topic=SALES'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Topic: Sales' })).toBeVisible();
    await expect(await canvas.findByText('1–12 of 12')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to all topics' })).toBeVisible();
  },
};
