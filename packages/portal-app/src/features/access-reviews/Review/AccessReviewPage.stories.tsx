import { errorEnvelope } from '@partner-insights/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { phoneViewport, PHONE_VIEWPORT } from '../../../testing/storyParameters';
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

/** The users with their decisions, one not decided yet, and the way to complete the audit. */
export const ReviewLoaded: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByText('Not decided')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Actions for Jordan Lee' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Complete audit' })).toBeVisible();
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

/** No audit to complete. */
export const ReviewNone: Story = {
  parameters: app({ [REVIEW_AUDIT_ROUTE]: { body: { audit: null } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/There is no access audit to complete/)).toBeVisible();
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

/** In Spanish. */
export const ReviewSpanishMexico: Story = {
  globals: { locale: 'es-MX' },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Auditoría de acceso de usuarios' })).toBeVisible();
  },
};

/** In French (Canada). */
export const ReviewFrenchCanada: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Audit des accès des utilisateurs' })).toBeVisible();
  },
};

/** A phone (375 px). */
export const ReviewPhone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: PHONE_VIEWPORT, isRotated: false } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Complete audit' })).toBeVisible());
  },
};
