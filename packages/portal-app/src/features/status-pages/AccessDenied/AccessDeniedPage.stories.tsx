import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const EnglishUS: Story = {
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
};

export const SpanishMexico: Story = {
  globals: { locale: 'es-MX' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeVisible();
  },
};
