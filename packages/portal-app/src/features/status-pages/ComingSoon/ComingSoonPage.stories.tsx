import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inShell } from '../../../testing/storyFrames';
import { users } from '../../../testing/userFixtures';
import { withAppProviders } from '../../../testing/withAppProviders';
import ComingSoonPage from './ComingSoonPage';

const meta = {
  title: 'App/Pages/Coming soon',
  component: ComingSoonPage,
  decorators: [withAppProviders],
  render: inShell(<ComingSoonPage />),
  parameters: {
    app: { user: users.regularUser, path: '/dataDictionary' },
    docs: {
      description: {
        component:
          'The one page of every route whose content arrives in a later release: the route’s title and one ' +
          'honest sentence, behind the route’s real guard.',
      },
    },
  },
} satisfies Meta<typeof ComingSoonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsTexts =
  (title: string, description: string): Story['play'] =>
  async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: title });
    await expect(canvas.getByRole('main')).toContainElement(heading);
    await expect(canvas.getByText(description)).toBeVisible();
  };

/** The page in every language at both widths (page-shots); the other languages check their own texts below. */
export const EnglishUS: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  play: showsTexts(
    'Data dictionary',
    'This page is not available yet: it arrives in a later release of Partner Insights.',
  ),
  parameters: {
    pageShots: {
      plays: {
        'fr-CA': showsTexts(
          'Dictionnaire de données',
          'Cette page n’est pas encore offerte : elle arrivera dans une version ultérieure de Partner Insights.',
        ),
      },
    },
  },
};
