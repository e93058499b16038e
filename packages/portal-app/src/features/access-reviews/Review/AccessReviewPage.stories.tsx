import { errorEnvelope } from '@partner-insights/contracts';
import { NARROW_TABLE_MAX_WIDTH } from '@partner-insights/tables';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import { completedReview, REVIEW_AUDIT_ROUTE, REVIEW_USERS_ROUTE, reviewFixtures } from '../testing';
import AccessReviewPage from './AccessReviewPage';

const app = (fixtures: Fixtures = {}, user = users.supplierAdmin): { app: AppStoryParameters } => ({
  app: { user, path: '/admin/accessReview', fixtures: reviewFixtures(fixtures) },
});

const meta = {
  title: 'App/Pages/Access review',
  component: AccessReviewPage,
  decorators: [withAppProviders],
  render: () => (
    <main>
      <AccessReviewPage />
    </main>
  ),
  parameters: {
    docs: {
      description: {
        component:
          '/admin/accessReview: the access audit of the company acted for (GET companies/{id}/access-audit) as a ' +
          'review of every user (GET …/access-audit/users), paged, sorted and searched by the server. Keep or ' +
          'remove saves at once (PUT …/access-audit/users/{userId}); Complete audit asks for the three ' +
          'confirmations (PUT …/access-audit). Spectators, and a completed audit, only read.',
      },
    },
    ...app(),
  },
} satisfies Meta<typeof AccessReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const loaded = (canvas: Canvas) => canvas.findByText('liam.young19@acme-foods.test');
const never = () => new Promise<never>(() => {});

/** The page in another language: its heading, once the users are in. */
const loadedIn =
  (heading: string) =>
  async ({ canvas }: StoryContext) => {
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  };

/**
 * The users with their decisions, one not decided yet, and the way to complete the audit; in every language at
 * both widths (page-shots).
 */
export const ReviewLoaded: Story = {
  tags: ['page-shots'],
  play: async ({ canvas }) => {
    await loaded(canvas);
    // A phone shows the name and email columns only.
    if (window.innerWidth >= NARROW_TABLE_MAX_WIDTH) await expect(canvas.getByText('Not decided')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Actions for Jordan Lee' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Complete audit' })).toBeVisible());
  },
  parameters: {
    pageShots: {
      plays: {
        'es-MX': loadedIn('Auditoría de acceso de usuarios'),
        'fr-CA': loadedIn('Audit des accès des utilisateurs'),
      },
    },
  },
};

/** Loading: a skeleton until the audit is known. */
export const ReviewLoading: Story = {
  parameters: app({ [REVIEW_AUDIT_ROUTE]: never }),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('status')).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** The users could not load. */
export const ReviewLoadFailed: Story = {
  parameters: app({ [REVIEW_USERS_ROUTE]: { status: 500, body: errorEnvelope(500, 'Boom') } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

const askedForUsers = fn();

/** No audit to complete, and so no users of one to ask the server for. */
export const ReviewNone: Story = {
  parameters: app({
    [REVIEW_AUDIT_ROUTE]: { body: { audit: null } },
    [REVIEW_USERS_ROUTE]: () => {
      askedForUsers();
      return { status: 404, body: errorEnvelope(404, 'No access audit') };
    },
  }),
  beforeEach: () => askedForUsers.mockClear(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/There is no access audit to complete/)).toBeVisible();
    await expect(askedForUsers).not.toHaveBeenCalled();
  },
};

/** Completed: the decisions read only, with who completed it. */
export const ReviewCompleted: Story = {
  parameters: app({ [REVIEW_AUDIT_ROUTE]: { body: completedReview } }),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByText(/The audit was completed on/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Actions for Jordan Lee' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Complete audit' })).not.toBeInTheDocument();
  },
};

/** Complete audit asks for the three confirmations. */
export const ReviewConfirmations: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Complete audit' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getAllByRole('checkbox')).toHaveLength(3);
  },
};

/** A spectator reads the decisions without any way to change them. */
export const ReviewSpectator: Story = {
  parameters: app({}, { ...users.spectator, tenant: users.supplierAdmin.tenant }),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole('button', { name: 'Actions for Jordan Lee' })).not.toBeInTheDocument();
  },
};
