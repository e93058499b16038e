import { errorEnvelope } from '@partner-insights/contracts';
import { NARROW_TABLE_MAX_WIDTH } from '@partner-insights/tables';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import { DOMAINS, DOMAINS_ROUTE, domainFixtures, domainListAnswer } from './domainFixtures';
import DomainsListPage from './DomainsListPage';
import { chooseRowAction } from '../../../testing/chooseRowAction';

const app = (fixtures: Fixtures = {}, user = users.supplierAdmin): { app: AppStoryParameters } => ({
  app: { user, path: '/admin/domainsList', fixtures: domainFixtures(fixtures) },
});

const meta = {
  title: 'App/Pages/Domains list',
  component: DomainsListPage,
  decorators: [withAppProviders],
  render: () => (
    <main>
      <DomainsListPage />
    </main>
  ),
  parameters: {
    docs: {
      description: {
        component:
          '/admin/domainsList: the company’s authorised email domains (GET companies/{id}/email-domains), searched, ' +
          'sorted and paged by the server. Add domain checks the name first (POST …/validate), then adds it; a row’s ' +
          'menu edits its flags (PUT …/{id}) or deletes it (DELETE …/{domainName}) after a confirmation that says how ' +
          'many of the company’s users have an address there. Spectators only read.',
      },
    },
    ...app(),
  },
} satisfies Meta<typeof DomainsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const loaded = (canvas: Canvas) => canvas.findByText('brightside-agency.test');
const never = () => new Promise<never>(() => {});
/** A window wide enough for every column: a phone shows the first two. */
const allColumnsShown = () => window.innerWidth >= NARROW_TABLE_MAX_WIDTH;

/**
 * The domains, internationalised ones in Unicode, dates as DD-MM-YYYY (a 375 px phone: the first two columns); in
 * every language at both widths (page-shots).
 */
export const DomainsLoaded: Story = {
  tags: ['page-shots'],
  play: async ({ canvas }) => {
    await loaded(canvas);
    if (allColumnsShown()) {
      const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
      await expect(headers).toEqual(
        expect.arrayContaining(['Domain', 'Allow Sub-Domain', 'Domain Type', 'Creation Date']),
      );
      await expect(canvas.getByText('3P')).toBeVisible();
      await expect(canvas.getByText('10-01-2026')).toBeVisible();
    } else {
      await waitFor(() => expect(canvas.getAllByRole('columnheader').length).toBeLessThanOrEqual(3));
    }
    await expect(canvas.getByText('érable-québec.test')).toBeVisible();
    await expect(canvas.getByText(DOMAINS[0]?.domain ?? '')).toBeVisible();
  },
  parameters: {
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await loaded(canvas);
          await expect(canvas.getByRole('heading', { level: 1, name: 'Dominios autorizados' })).toBeVisible();
          if (allColumnsShown()) {
            await expect(canvas.getByRole('columnheader', { name: 'Tipo de dominio' })).toBeVisible();
          }
        },
        'fr-CA': async ({ canvas }: StoryContext) => {
          await loaded(canvas);
          await expect(canvas.getByRole('heading', { level: 1, name: 'Domaines autorisés' })).toBeVisible();
        },
      },
    },
  },
};

/** Loading: skeleton rows. */
export const DomainsLoading: Story = {
  parameters: app({ [DOMAINS_ROUTE]: never }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No domains yet: the way to add the first. */
export const DomainsEmpty: Story = {
  parameters: app({ [DOMAINS_ROUTE]: domainListAnswer([]) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No authorized domains')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add domain' })).toBeVisible();
  },
};

/** The list could not load. */
export const DomainsLoadFailed: Story = {
  parameters: app({ [DOMAINS_ROUTE]: { status: 500, body: errorEnvelope(500, 'Boom') } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

/** A public mail provider is refused next to the field, with the reason. */
export const DomainsAddRefused: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add domain' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add an authorized domain' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Domain' }), 'gmail.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Add domain' }));
    await expect(
      await dialog.findByText('Public email providers such as gmail.com cannot be authorized.'),
    ).toBeVisible();
  },
};

/** Deleting asks first, saying how many users have an address there. */
export const DomainsDeleteConfirmation: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await chooseRowAction('acme-foods.test', 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete acme-foods.test?' });
    await expect(dialog).toHaveTextContent("42 of your company's users have an address at acme-foods.test.");
  },
};

/** A spectator reads the domains without any way to change them. */
export const DomainsSpectator: Story = {
  parameters: app({}, { ...users.spectator, tenant: users.supplierAdmin.tenant }),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole('button', { name: 'Add domain' })).not.toBeInTheDocument();
  },
};
