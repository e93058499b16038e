import { errorEnvelope } from '@partner-insights/contracts';
import { NARROW_TABLE_MAX_WIDTH } from '@partner-insights/tables';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { chooseSuggestion } from '../../../testing/chooseSuggestion';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import { campaignFixtures, campaignsAnswer, CAMPAIGNS_ROUTE, PROGRESS_ROUTE } from '../testing';
import AccessReviewCampaignsPage from './AccessReviewCampaignsPage';

const app = (fixtures: Fixtures = {}, user = users.superAdmin): { app: AppStoryParameters } => ({
  app: { user, path: '/accessReviews', fixtures: campaignFixtures(fixtures) },
});

const meta = {
  title: 'App/Pages/Access review campaigns',
  component: AccessReviewCampaignsPage,
  decorators: [withAppProviders],
  render: () => (
    <main>
      <AccessReviewCampaignsPage />
    </main>
  ),
  parameters: {
    docs: {
      description: {
        component:
          '/accessReviews: the super admin’s access review campaigns (GET access-review-campaigns), newest first. ' +
          'Open a review asks for the due date and all or chosen companies (POST access-review-campaigns); the ' +
          'chosen campaign’s progress per company (GET …/{id}/companies) is paged, sorted and searched by the ' +
          'server, and its evidence exports as .xlsx (GET …/{id}/evidence). Spectators only read.',
      },
    },
    ...app(),
  },
} satisfies Meta<typeof AccessReviewCampaignsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const loaded = (canvas: Canvas) => canvas.findByText('Cedar Provisions Co. 103', {}, { timeout: 5000 });
const never = () => new Promise<never>(() => {});

/**
 * The campaigns and the newest one's progress: completed, not completed, users blocked; in every language at both
 * widths (page-shots).
 */
export const CampaignsLoaded: Story = {
  tags: ['page-shots'],
  play: async ({ canvas }) => {
    await loaded(canvas);
    // A phone shows the first two columns of each table.
    if (window.innerWidth >= NARROW_TABLE_MAX_WIDTH) {
      await expect(canvas.getByText('2 of 32')).toBeVisible();
      await expect(canvas.getByText('Deadline passed')).toBeVisible();
    }
    await expect(canvas.getByText('Users blocked')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Export evidence' })).toHaveAttribute('download');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open a review' })).toBeVisible());
  },
  parameters: {
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await loaded(canvas);
          await expect(canvas.getByRole('heading', { level: 1, name: 'Revisiones de acceso' })).toBeVisible();
          await expect(canvas.getByText('Usuarios bloqueados')).toBeVisible();
        },
        'fr-CA': async ({ canvas }: StoryContext) => {
          await loaded(canvas);
          await expect(canvas.getByRole('heading', { level: 1, name: 'Revues des accès' })).toBeVisible();
        },
      },
    },
  },
};

/** Loading: skeleton rows. */
export const CampaignsLoading: Story = {
  parameters: app({ [CAMPAIGNS_ROUTE]: never }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No campaign yet. */
export const CampaignsEmpty: Story = {
  parameters: app({ [CAMPAIGNS_ROUTE]: campaignsAnswer([]) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No access review yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open a review' })).toBeVisible();
  },
};

/** The campaigns could not load. */
export const CampaignsLoadFailed: Story = {
  parameters: app({ [CAMPAIGNS_ROUTE]: { status: 500, body: errorEnvelope(500, 'Boom') } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

/** The progress is still loading under the campaigns. */
export const CampaignsProgressLoading: Story = {
  parameters: app({ [PROGRESS_ROUTE]: never }),
  play: async ({ canvas }) => {
    await canvas.findByText('2 of 32');
    const tables = await canvas.findAllByRole('table');
    await expect(tables.at(-1)).toHaveAttribute('aria-busy', 'true');
  },
};

/** Opening a review asks for the due date and at least one company. */
export const CampaignsOpenDialog: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Open a review' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Open an access review' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Open review' }));
    // Visible once the dialog has finished fading in, which a loaded machine may not have done yet.
    await waitFor(() => expect(dialog.getByText('Choose the due date.')).toBeVisible());
    await expect(dialog.getByText('Choose at least one company.')).toBeVisible();
    await chooseSuggestion(dialog.getByRole('combobox', { name: 'Add a company' }), 'Maple', 'Maple Goods');
    // On to the next field, as a keyboard user would: the page outside the suggestions shows again.
    await userEvent.tab();
    await expect(await dialog.findByRole('list', { name: 'Chosen companies' })).toHaveTextContent('Maple Goods');
  },
};

/** A spectator reads the campaigns and opens none. */
export const CampaignsSpectator: Story = {
  parameters: app({}, users.spectator),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole('button', { name: 'Open a review' })).not.toBeInTheDocument();
  },
};
