import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inShell } from '../../../testing/storyFrames';
import { withAppProviders } from '../../../testing/withAppProviders';
import PendingAccessPage from './PendingAccessPage';

const meta = {
  title: 'App/Pages/Pending access',
  component: PendingAccessPage,
  decorators: [withAppProviders],
  render: inShell(<PendingAccessPage />),
  parameters: {
    app: { path: '/pendingAccess' },
    docs: { description: { component: '/pendingAccess (public): for a reader whose access is still being set up.' } },
  },
} satisfies Meta<typeof PendingAccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page in every language at both widths (page-shots); the other languages check their own texts below. */
export const EnglishUS: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your access is pending' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Your access to the portal is being set up. This can take up to 2 days. If you have questions in the meantime, contact support.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
  },
  parameters: {
    pageShots: {
      plays: {
        'fr-CA': async ({ canvas }: StoryContext) => {
          await expect(
            await canvas.findByRole('heading', { level: 1, name: 'Votre accès est en attente' }),
          ).toBeVisible();
        },
      },
    },
  },
};
