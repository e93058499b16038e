import { errorEnvelope, type UserDetails } from '@partner-insights/contracts';
import { visibleColumnCount } from '@partner-insights/tables';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import { companyListFixtures } from './companyListFixtures';
import CompanyListPage from './CompanyListPage';
import { chooseRowAction } from '../../../testing/chooseRowAction';

/** The super admin without a company, as the company list leaves them. */
const withoutCompany = (user: UserDetails): UserDetails => ({ ...user, tenant: null });

const app = (user: UserDetails = users.superAdmin, overrides: Fixtures = {}): { app: AppStoryParameters } => ({
  app: { user, path: '/companyList', fixtures: companyListFixtures(withoutCompany(user), overrides) },
});

const meta = {
  title: 'App/Pages/Company list',
  component: CompanyListPage,
  decorators: [withAppProviders],
  render: () => (
    <main>
      <CompanyListPage />
    </main>
  ),
  parameters: {
    ...app(),
    docs: {
      description: {
        component:
          '/companyList: every company, searched by name or primary contact and filtered by type and status on the ' +
          'server, for a super admin to represent (a spectator to view) one with a reason the activity log keeps.',
      },
    },
  },
} satisfies Meta<typeof CompanyListPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const never = () => new Promise<never>(() => {});
const rowOf = (canvas: Canvas, name: string) => canvas.findByRole('row', { name: new RegExp(name) }, { timeout: 5000 });
const loaded = (canvas: Canvas) => rowOf(canvas, 'Acme Foods');

const COLUMNS = ['Company Name', 'Status', 'Primary Contact', 'Company Type', 'Subscribed Product'];

/** The page in another language: its heading, once the companies are in. */
const loadedIn =
  (heading: string) =>
  async ({ canvas }: StoryContext) => {
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  };

/**
 * Every company, with its status, primary contact, type and active products (a phone shows the first two columns);
 * in every language at both widths (page-shots).
 */
export const CompanyListCompanies: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    const shown = COLUMNS.slice(0, visibleColumnCount(window.innerWidth, COLUMNS.length));
    await expect(headers).toEqual(expect.arrayContaining(shown));
    await expect(canvas.getByRole('link', { name: 'Global user management' })).toHaveAttribute(
      'href',
      '/globalUserManagement',
    );
  },
  parameters: {
    pageShots: { plays: { 'es-MX': loadedIn('Lista de empresas'), 'fr-CA': loadedIn('Liste des entreprises') } },
  },
};

/** A search narrows the list on the server, by name or primary contact. */
export const CompanyListSearched: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search companies' }), 'maple');
    await waitFor(() => expect(canvas.queryByRole('row', { name: /Acme Foods/ })).not.toBeInTheDocument());
    await expect(await rowOf(canvas, 'Maple Goods')).toBeVisible();
  },
};

/** A search nothing matches: the table says so and offers to clear it. */
export const CompanyListNoResults: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search companies' }), 'zzz');
    await expect(await canvas.findByRole('button', { name: 'Clear search and filters' })).toBeVisible();
  },
};

/** Represent: the reason is required before the company is chosen. */
export const CompanyListRepresentDialog: Story = {
  globals: { locale: 'en-US' },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await chooseRowAction('Acme Foods', 'Represent this company');
    const dialog = await screen.findByRole('dialog', { name: 'Represent Acme Foods' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Represent' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A spectator views a company rather than represents it. */
export const CompanyListSpectator: Story = {
  globals: { locale: 'en-US' },
  parameters: app(users.spectator),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(
      canvas.getByText('Choose the company to view. You can look at its pages but change nothing.'),
    ).toBeVisible();
  },
};

export const CompanyListLoading: Story = {
  globals: { locale: 'en-US' },
  parameters: app(users.superAdmin, { 'GET /api/companies': never }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const CompanyListLoadFailed: Story = {
  globals: { locale: 'en-US' },
  parameters: app(users.superAdmin, { 'GET /api/companies': { status: 500, body: errorEnvelope(500, 'Failed') } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Something went wrong', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
