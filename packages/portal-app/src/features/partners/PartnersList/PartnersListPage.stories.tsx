import { errorEnvelope } from '@partner-insights/contracts';
import { NARROW_TABLE_MAX_WIDTH } from '@partner-insights/tables';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import { PARTNERS_ROUTE, partnerFixtures, partnerListAnswer } from './partnerFixtures';
import PartnersListPage from './PartnersListPage';
import { chooseRowAction } from '../../../testing/chooseRowAction';

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

/** The page in another language: its heading, once the partners are in. */
const loadedIn =
  (heading: string) =>
  async ({ canvas }: StoryContext) => {
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  };

/**
 * The partners with their apps and end dates (a 375 px phone: the first two columns); in every language at both
 * widths (page-shots).
 */
export const PartnersLoaded: Story = {
  tags: ['page-shots'],
  play: async ({ canvas }) => {
    await loaded(canvas);
    if (window.innerWidth >= NARROW_TABLE_MAX_WIDTH) {
      const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
      await expect(headers).toEqual(
        expect.arrayContaining(['Partner', 'Partner Code', 'Primary Contact', 'App Access']),
      );
      await expect(canvas.getByText('Customer Perception and Shopper Behavior')).toBeVisible();
      await expect(canvas.getByText('31-12-2026')).toBeVisible();
    } else {
      await waitFor(() => expect(canvas.getAllByRole('columnheader').length).toBeLessThanOrEqual(3));
    }
  },
  parameters: { pageShots: { plays: { 'es-MX': loadedIn('Socios 3P'), 'fr-CA': loadedIn('Partenaires 3P') } } },
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

/** The dialogs are drawn over the page: the screenshot takes the whole window. */
const dialogShot = { screenshot: { target: 'viewport' } };

type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];
const ENGLISH = { add: 'Associate a partner', code: 'Partner Code', find: 'Find partner' };
const SPANISH = { add: 'Asociar un socio', code: 'Código del socio', find: 'Buscar socio' };

/** Opens Associate a partner and finds the agency by its partner code. */
async function findAgency(canvas: Canvas, userEvent: UserEvent, code: string, texts = ENGLISH) {
  await loaded(canvas);
  await userEvent.click(canvas.getByRole('button', { name: texts.add }));
  const dialog = within(await screen.findByRole('dialog', { name: texts.add }));
  await userEvent.type(dialog.getByRole('textbox', { name: texts.code }), code);
  await userEvent.click(dialog.getByRole('button', { name: texts.find }));
  return dialog;
}

/** Associate: the code finds the agency, then the company's apps are offered to choose from. */
export const PartnersAssociateFound: Story = {
  parameters: dialogShot,
  play: async ({ canvas, userEvent }) => {
    const dialog = await findAgency(canvas, userEvent, '3P5011');
    await expect(await dialog.findByText(/Agencia Horizonte/)).toBeVisible();
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Report Builder' }));
    await expect(dialog.getByRole('button', { name: 'Associate' })).toBeEnabled();
  },
};

/** A code no agency has is refused next to the field. */
export const PartnersAssociateUnknownCode: Story = {
  parameters: dialogShot,
  play: async ({ canvas, userEvent }) => {
    const dialog = await findAgency(canvas, userEvent, '3P0000');
    await expect(await dialog.findByText('No active company has this partner code.')).toBeVisible();
  },
};

/** Choosing no app is refused: a partner reaches the company's data only through its apps. */
export const PartnersAssociateNoApps: Story = {
  parameters: dialogShot,
  play: async ({ canvas, userEvent }) => {
    const dialog = await findAgency(canvas, userEvent, '3P5011');
    await dialog.findByRole('checkbox', { name: 'Report Builder' });
    await userEvent.click(dialog.getByRole('button', { name: 'Associate' }));
    await expect(await dialog.findByText('Choose at least one app.')).toBeVisible();
  },
};

/** A row's menu changes the partner's apps, its current ones chosen. */
export const PartnersChangeApps: Story = {
  parameters: dialogShot,
  play: async ({ canvas }) => {
    await loaded(canvas);
    await chooseRowAction('Brightside Agency', 'Change apps');
    const dialog = within(await screen.findByRole('dialog', { name: "Change the partner's apps" }));
    await expect(await dialog.findByRole('checkbox', { name: 'Shopper Behavior' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Report Builder' })).not.toBeChecked();
  },
};

/** Ending an association asks first, saying what the partner loses. */
export const PartnersEndConfirmation: Story = {
  parameters: dialogShot,
  play: async ({ canvas }) => {
    await loaded(canvas);
    await chooseRowAction('Brightside Agency', 'End association');
    const dialog = await screen.findByRole('alertdialog', { name: 'End the association with Brightside Agency?' });
    await expect(dialog).toHaveTextContent("Brightside Agency's users will no longer reach your company's apps.");
  },
};

/** The associate dialog in Spanish, the agency found. */
export const PartnersAssociateSpanishMexico: Story = {
  globals: { locale: 'es-MX' },
  parameters: dialogShot,
  play: async ({ canvas, userEvent }) => {
    const dialog = await findAgency(canvas, userEvent, '3P5011', SPANISH);
    await expect(await dialog.findByText(/Agencia Horizonte/)).toBeVisible();
  },
};
