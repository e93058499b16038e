import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inShell } from '../../../testing/storyFrames';
import { users } from '../../../testing/userFixtures';
import { withAppProviders } from '../../../testing/withAppProviders';
import AccessDeniedPage from './AccessDeniedPage';

const meta = {
  title: 'App/Pages/Access denied',
  component: AccessDeniedPage,
  decorators: [withAppProviders],
  render: inShell(<AccessDeniedPage />),
  parameters: {
    app: { user: users.regularUser, path: '/accessDenied' },
    docs: {
      description: { component: '/accessDenied: where a page the user’s permissions do not cover sends them.' },
    },
  },
} satisfies Meta<typeof AccessDeniedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page in every language at both widths (page-shots); the other languages check their own texts below. */
export const EnglishUS: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(
      canvas.getByText(
        'You do not have permission to view this page. Contact your company’s administrator if you need access.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your apps' })).toHaveAttribute('href', '/apps');
  },
  parameters: {
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await expect(await canvas.findByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeVisible();
        },
      },
    },
  },
};
