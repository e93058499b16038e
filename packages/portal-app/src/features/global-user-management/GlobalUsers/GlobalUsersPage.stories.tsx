import { errorEnvelope } from '@partner-insights/contracts';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, screen, waitFor } from 'storybook/test';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import { globalUserFixtures } from './globalUserFixtures';
import GlobalUsersPage from './GlobalUsersPage';
import { chooseRowAction } from '../../../testing/chooseRowAction';
import { chooseSuggestion } from '../../../testing/chooseSuggestion';

const app = (overrides: Fixtures = {}): { app: AppStoryParameters } => ({
  app: { user: users.superAdmin, path: '/globalUserManagement', fixtures: globalUserFixtures(overrides) },
});

const meta = {
  title: 'App/Pages/Global user management',
  component: GlobalUsersPage,
  decorators: [withAppProviders],
  render: () => (
    <main>
      <GlobalUsersPage />
    </main>
  ),
  parameters: {
    ...app(),
    docs: {
      description: {
        component:
          '/globalUserManagement: every user of every company, a tab per kind, listed once a search or a filter ' +
          '(role, attribute, Blackout/SBU, product, company) narrows them; the filters sit in a row that wraps. ' +
          'From a row, the user’s company opens in context.',
      },
    },
  },
} satisfies Meta<typeof GlobalUsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const never = () => new Promise<never>(() => {});
const rowOf = (canvas: Canvas, name: string) => canvas.findByRole('row', { name: new RegExp(name) }, { timeout: 5000 });

/** Searches for `term` in the search field, whatever its label's language. */
async function search(canvas: Canvas, userEvent: UserEvent, term: string): Promise<void> {
  const [field] = await canvas.findAllByRole('searchbox');
  if (field) await userEvent.type(field, term);
}

/** Until a search or filter is applied, the table asks for one rather than listing everyone. */
export const GlobalUsersFilterPrompt: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Apply filters to see results')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Filters' })).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: 'Company' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeDisabled();
  },
};

/** The page in another language: its heading, once a search lists users. */
const searchedIn =
  (heading: string) =>
  async ({ canvas, userEvent }: StoryContext) => {
    await search(canvas, userEvent, 'a');
    await expect(await rowOf(canvas, 'Laura Chen')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  };

/**
 * A search lists the matching users of every company (the page as it is used, where the table has rows); in every
 * language at both widths (page-shots).
 */
export const GlobalUsersSearched: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent }) => {
    await search(canvas, userEvent, 'a');
    await expect(await rowOf(canvas, 'Laura Chen')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeEnabled();
  },
  parameters: {
    pageShots: {
      plays: {
        'es-MX': searchedIn('Administración global de usuarios'),
        'fr-CA': searchedIn('Gestion globale des utilisateurs'),
      },
    },
  },
};

/** The company filter suggests companies by name; choosing one lists only its users. */
export const GlobalUsersFilteredByCompany: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent }) => {
    const company = await canvas.findByRole('combobox', { name: 'Company' });
    await chooseSuggestion(company, 'Maple', 'Maple Goods');
    await expect(await rowOf(canvas, 'Kevin Patel')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('row', { name: /Laura Chen/ })).not.toBeInTheDocument());
    await expect(company).toHaveValue('Maple Goods');
    // Text that chooses no other company goes when the field is left: the filter shown is the one applied.
    await userEvent.type(company, ' Fo');
    await userEvent.tab();
    await waitFor(() => expect(company).toHaveValue('Maple Goods'));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** A search nothing matches: the table says so and offers to clear the search and filters. */
export const GlobalUsersNoResults: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent }) => {
    await search(canvas, userEvent, 'zzz');
    await expect(await canvas.findByRole('button', { name: 'Clear search and filters' })).toBeVisible();
  },
};

/** From a row, the user's company opens in context, with the reason the backbone asks for. */
export const GlobalUsersOpenCompany: Story = {
  globals: { locale: 'en-US' },
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvas, userEvent }) => {
    await search(canvas, userEvent, 'Laura');
    await rowOf(canvas, 'Laura Chen');
    await chooseRowAction('Laura Chen', 'Open company');
    const dialog = await screen.findByRole('dialog', { name: 'Represent Acme Foods' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const GlobalUsersLoading: Story = {
  globals: { locale: 'en-US' },
  parameters: app({ 'POST /api/users': never }),
  play: async ({ canvas, userEvent }) => {
    await search(canvas, userEvent, 'a');
    await waitFor(() => expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true'));
  },
};

export const GlobalUsersLoadFailed: Story = {
  globals: { locale: 'en-US' },
  parameters: app({ 'POST /api/users': { status: 500, body: errorEnvelope(500, 'Failed') } }),
  play: async ({ canvas, userEvent }) => {
    await search(canvas, userEvent, 'a');
    await expect(await canvas.findByText('Something went wrong')).toBeVisible();
  },
};
