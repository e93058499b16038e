import { errorEnvelope } from '@partner-insights/contracts';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import { SUPPORT_CONFIGURATION_ROUTE, supportFixtures } from '../SupportForms/supportFixtures';
import SupportPage from './SupportPage';

const app = (fixtures: Fixtures = {}): { app: AppStoryParameters } => ({
  app: { path: '/support', fixtures: supportFixtures(fixtures), user: users.regularUser },
});

const meta = {
  title: 'App/Pages/Support',
  component: SupportPage,
  decorators: [withAppProviders],
  render: () => (
    <main>
      <SupportPage />
    </main>
  ),
  parameters: {
    docs: {
      description: {
        component:
          '/support: the ways to get help — raise a ticket, track tickets, request access, contact us — and the ' +
          'topics the support desk takes on this site (GET analyticsReports, in the reader’s language), each ' +
          'opening the ticket form with it chosen. A 401 for the configuration sends the reader to raise a ticket.',
      },
    },
    ...app(),
  },
} satisfies Meta<typeof SupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ways to get help and the site's topics, in every language at both widths (page-shots). */
export const Default: Story = {
  tags: ['page-shots'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create a support ticket' })).toHaveAttribute(
      'href',
      '/support/ticketCreation',
    );
    await expect(canvas.getByRole('link', { name: 'Track your tickets' })).toHaveAttribute(
      'href',
      '/support/trackTicket',
    );
    await expect(await canvas.findByRole('link', { name: 'Technical issue' })).toHaveAttribute(
      'href',
      '/support/ticketCreation?supportType=1464',
    );
    // An external user asks their administrators for access: neither the way nor the topic is offered.
    await expect(canvas.queryByRole('link', { name: 'Request access' })).not.toBeInTheDocument();
  },
  parameters: {
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await expect(await canvas.findByRole('link', { name: 'Problema técnico' })).toBeVisible();
        },
        'fr-CA': async ({ canvas }: StoryContext) => {
          await expect(await canvas.findByRole('link', { name: 'Problème technique' })).toBeVisible();
        },
      },
    },
  },
};

/** An internal user, who may request access: the way to and the topic lead to the same form. */
export const InternalUser: Story = {
  parameters: { app: { ...app().app, user: users.merchant } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Technical issue' })).toBeVisible();
    const links = canvas.getAllByRole('link', { name: 'Request access' });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', '/support/ticketCreation?request=access');
  },
};

/** The topics load after the ways to get help. */
export const LoadingTopics: Story = {
  parameters: app({ [SUPPORT_CONFIGURATION_ROUTE]: () => new Promise(() => {}) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading support topics');
  },
};

/** The topics did not load: the refresh panel in their place; the ways to get help still work. */
export const TopicsFailed: Story = {
  parameters: app({ [SUPPORT_CONFIGURATION_ROUTE]: { status: 500, body: errorEnvelope(500, 'Down') } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Refresh page' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toBeVisible();
  },
};

/** Spectators view only: the ways to get help that raise no ticket, and no topics (each starts a ticket). */
export const Spectator: Story = {
  parameters: { app: { ...app().app, user: users.spectator } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Track your tickets' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Create a support ticket' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Request access' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Topics we can help with' })).not.toBeInTheDocument();
  },
};
