import { errorEnvelope } from '@partner-insights/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, waitFor } from 'storybook/test';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { phoneViewport, PHONE_VIEWPORT } from '../../../testing/storyParameters';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import { PARTNERS_ROUTE, partnerFixtures, partnerListAnswer } from './partnerFixtures';
import PartnersListPage from './PartnersListPage';

const app = (fixtures: Fixtures = {}, user = users.supplierAdmin): { app: AppStoryParameters } => ({
  app: { user, path: '/admin/thirdParty', fixtures: partnerFixtures(fixtures) },
});

const meta = {
  title: 'App/Pages/Partners list',
  component: PartnersListPage,
  decorators: [withAppProviders],
  render: () => (
    <main>
      <PartnersListPage />
    </main>
  ),
  parameters: {
    docs: {
      description: {
        component:
          '/admin/thirdParty: the company’s third-party partners (GET companies/{id}/partner-associations/), ' +
          'searched, sorted and paged by the server. Associate a partner finds the agency by its code (GET …/validate), ' +
          'offers the company’s apps (GET v2/identity/tenants/{tenantId}/products) and an optional end date, then ' +
          'associates it (POST); a row’s menu changes the apps (PUT) or ends the association (DELETE).',
      },
    },
    ...app(),
  },
} satisfies Meta<typeof PartnersListPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const loaded = (canvas: Canvas) => canvas.findByText('True North Marketing');
const never = () => new Promise<never>(() => {});

/** The partners with their apps and end dates. */
export const PartnersLoaded: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(expect.arrayContaining(['Partner', 'Partner Code', 'Primary Contact', 'App Access']));
    await expect(canvas.getByText('Customer Perception and Shopper Behavior')).toBeVisible();
    await expect(canvas.getByText('31-12-2026')).toBeVisible();
  },
};

/** Loading: skeleton rows. */
export const PartnersLoading: Story = {
  parameters: app({ [PARTNERS_ROUTE]: never }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No partners yet. */
export const PartnersEmpty: Story = {
  parameters: app({ [PARTNERS_ROUTE]: partnerListAnswer([]) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No partners')).toBeVisible();
  },
};

/** The list could not load. */
export const PartnersLoadFailed: Story = {
  parameters: app({ [PARTNERS_ROUTE]: { status: 500, body: errorEnvelope(500, 'Boom') } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

/** A spectator reads the partners without any way to change them. */
export const PartnersSpectator: Story = {
  parameters: app({}, { ...users.spectator, tenant: users.supplierAdmin.tenant }),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole('button', { name: 'Associate a partner' })).not.toBeInTheDocument();
  },
};

/** In Spanish. */
export const PartnersSpanishMexico: Story = {
  globals: { locale: 'es-MX' },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Socios 3P' })).toBeVisible();
  },
};

/** In French (Canada). */
export const PartnersFrenchCanada: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Partenaires 3P' })).toBeVisible();
  },
};

/** A phone (375 px): the first two columns. */
export const PartnersPhone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: PHONE_VIEWPORT, isRotated: false } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await waitFor(() => expect(canvas.getAllByRole('columnheader').length).toBeLessThanOrEqual(3));
  },
};
