import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import { dataDictionaryFixtures } from '../DataDictionary/dataDictionaryFixtures';
import DataDictionaryV2Page from './DataDictionaryV2Page';

const app = (path = '/dataDictionaryV2'): { app: AppStoryParameters } => ({
  app: { user: users.regularUser, path, fixtures: dataDictionaryFixtures() },
});

const PHONE = {
  viewport: { options: { phone: { name: 'Phone', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
};

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

/** The topics first, each saying what it covers. */
export const DictionaryByTopicTopics: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Inventory' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.getByText('Where the stores are, their format, region and size.')).toBeVisible();
  },
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

/** The topics, in Spanish. */
export const DictionaryByTopicTopicsSpanishMexico: Story = {
  globals: { locale: 'es-MX' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Inventario' })).toBeVisible();
  },
};

/** The topics, in French (Canada). */
export const DictionaryByTopicTopicsFrenchCanada: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Stocks' })).toBeVisible();
  },
};

/** The topics on a phone (375 px): one column. */
export const DictionaryByTopicTopicsPhone: Story = {
  parameters: PHONE,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: 'Shopper' })).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
