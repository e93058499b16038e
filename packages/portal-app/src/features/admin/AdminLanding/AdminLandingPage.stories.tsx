import type { UserDetails } from '@partner-insights/contracts';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { portalConfiguration } from '../../../testing/shellFixtures';
import { formReplacedAfterPress, phoneViewport, PHONE_VIEWPORT } from '../../../testing/storyParameters';
import { inShell } from '../../../testing/storyFrames';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import { auditDueFixtures, COMPLETE_ACCESS_AUDIT_ROUTE } from '../AccessAudit/accessAuditFixtures';
import AdminLandingPage from './AdminLandingPage';

const app = (user: UserDetails, fixtures: Fixtures = {}): { app: AppStoryParameters } => ({
  app: { user, path: '/admin', fixtures },
});

/** A supplier admin whose role lacks the activity log. */
const adminWithoutActivityLog: UserDetails = {
  ...users.supplierAdmin,
  authz: {
    ...users.supplierAdmin.authz,
    permissions: (users.supplierAdmin.authz.permissions ?? []).filter(({ resource }) => resource !== 'ACTIVITY_LOG'),
  },
};

/** The spectator acting for Acme Foods: views its administration, changes nothing. */
const spectatorForAcme: UserDetails = { ...users.spectator, tenant: users.supplierAdmin.tenant };

const meta = {
  title: 'App/Pages/Admin',
  component: AdminLandingPage,
  decorators: [withAppProviders],
  // In the shell, which shows the access audit's banner over every page of an admin.
  render: inShell(<AdminLandingPage />),
  parameters: {
    docs: {
      description: {
        component:
          '/admin, "General and Access Settings": a card for each admin area the user’s permissions open (LIST on ' +
          'USER, EMAIL_DOMAIN, COMPANY_PARTNER_ASSOCIATION, ACTIVITY_LOG). A signed-in user with none reads "You ' +
          'are not an administrator." (or "You are not an Admin.", as the configuration says). While the company’s ' +
          'access audit is due, the shell’s banner says by when, and "Complete audit" asks for its three ' +
          'confirmations (PUT companies/{id}/access-audit).',
      },
    },
    ...app(users.supplierAdmin),
  },
} satisfies Meta<typeof AdminLandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const cardTitles = async (canvas: Canvas) =>
  within(await canvas.findByRole('list', { name: /./ }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

/** Every card, in every language at both widths (page-shots). */
export const AllCards: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'General and Access Settings' })).toBeVisible();
    await expect(await cardTitles(canvas)).toEqual([
      'User management',
      'Authorised domains',
      '3P Partners',
      'Activity log',
    ]);
    await expect(canvas.getByRole('link', { name: 'User management' })).toHaveAttribute('href', '/admin/userList');
    await expect(canvas.getByRole('link', { name: 'Authorised domains' })).toHaveAttribute(
      'href',
      '/admin/domainsList',
    );
    await expect(canvas.getByRole('link', { name: '3P Partners' })).toHaveAttribute('href', '/admin/thirdParty');
    await expect(canvas.getByRole('link', { name: 'Activity log' })).toHaveAttribute('href', '/admin/activityLog');
    await expect(canvas.queryByText(/user access audit/)).not.toBeInTheDocument();
  },
  parameters: {
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await expect(
            await canvas.findByRole('heading', { level: 1, name: 'Configuración general y de acceso' }),
          ).toBeVisible();
          await expect(await cardTitles(canvas)).toEqual([
            'Administración de usuarios',
            'Dominios autorizados',
            'Socios 3P',
            'Registro de actividad',
          ]);
        },
        'fr-CA': async ({ canvas }: StoryContext) => {
          await expect(
            await canvas.findByRole('heading', { level: 1, name: 'Paramètres généraux et d’accès' }),
          ).toBeVisible();
          await expect(await cardTitles(canvas)).toEqual([
            'Gestion des utilisateurs',
            'Domaines autorisés',
            'Partenaires 3P',
            'Journal d’activité',
          ]);
        },
      },
    },
  },
};

/** A supplier admin without the activity log sees the three other cards. */
export const SomeCards: Story = {
  globals: { locale: 'es-MX' },
  parameters: app(adminWithoutActivityLog),
  play: async ({ canvas }) => {
    await expect(await cardTitles(canvas)).toEqual(['Administración de usuarios', 'Dominios autorizados', 'Socios 3P']);
    await expect(canvas.queryByRole('link', { name: 'Registro de actividad' })).not.toBeInTheDocument();
  },
};

export const NotAdministrator: Story = {
  globals: { locale: 'en-US' },
  parameters: app(users.regularUser),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'You are not an administrator.' })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: 'Go to your apps' })).toHaveAttribute('href', '/apps');
    await expect(canvas.queryByRole('list', { name: /./ })).not.toBeInTheDocument();
  },
};

/** The other reading of the refusal, as a deployment configures it. */
export const NotAdmin: Story = {
  globals: { locale: 'fr-CA' },
  parameters: app(users.regularUser, {
    'GET /api/ccm': { body: { ...portalConfiguration('CA'), adminDenialReading: 'admin' } },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Vous n’êtes pas Admin.' })).toBeVisible();
  },
};

/** Until the company's audit is known the shell waits whole, so its banner never pushes the page down after. */
export const WaitingForTheAudit: Story = {
  globals: { locale: 'en-US' },
  parameters: app(users.supplierAdmin, { 'GET /api/companies/acme-foods/access-audit': () => new Promise(() => {}) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading page…');
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

export const AuditDue: Story = {
  globals: { locale: 'en-US' },
  parameters: app(users.supplierAdmin, auditDueFixtures),
  play: async ({ canvas }) => {
    const banner = await canvas.findByText(/Complete the user access audit by March 31, 2026/);
    await expect(banner).toHaveTextContent('or all users will lose access.');
    await expect(canvas.getByRole('button', { name: 'Complete audit' })).toBeVisible();
  },
};

/** All three confirmations are needed: the one left out says so, and nothing is sent. */
export const AuditNeedsAllConfirmations: Story = {
  globals: { locale: 'es-MX' },
  parameters: app(users.supplierAdmin, auditDueFixtures),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Completar auditoría' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Completar la auditoría de acceso de usuarios' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Revisé la lista de usuarios' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Hice los cambios necesarios' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Completar auditoría' }));
    await expect(
      dialog.getByRole('checkbox', { name: 'Reconozco que la lista de usuarios está verificada y auditada' }),
    ).toHaveAccessibleDescription('Confirme esta declaración para completar la auditoría');
    await expect(dialog.getByRole('checkbox', { name: 'Revisé la lista de usuarios' })).not.toHaveAccessibleDescription(
      /./,
    );
  },
};

/** With the three confirmations the audit is recorded, and the banner goes. */
export const AuditCompleted: Story = {
  globals: { locale: 'fr-CA' },
  parameters: { ...app(users.supplierAdmin, auditDueFixtures), ...formReplacedAfterPress },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Terminer l’audit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Terminer l’audit des accès des utilisateurs' }));
    for (const checkbox of dialog.getAllByRole('checkbox')) await userEvent.click(checkbox);
    await userEvent.click(dialog.getByRole('button', { name: 'Terminer l’audit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.queryByText(/Terminez l’audit des accès/)).not.toBeInTheDocument();
  },
};

export const AuditCompletionFailed: Story = {
  globals: { locale: 'en-US' },
  parameters: app(users.supplierAdmin, { ...auditDueFixtures, [COMPLETE_ACCESS_AUDIT_ROUTE]: { status: 500 } }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Complete audit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Complete the user access audit' }));
    for (const checkbox of dialog.getAllByRole('checkbox')) await userEvent.click(checkbox);
    await userEvent.click(dialog.getByRole('button', { name: 'Complete audit' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  },
};

/** A spectator sees the audit that is due, but not the way to complete it. */
export const SpectatorSeesAudit: Story = {
  globals: { locale: 'es-MX' },
  parameters: app(spectatorForAcme, auditDueFixtures),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/a más tardar el 31 de marzo de 2026/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Completar auditoría' })).not.toBeInTheDocument();
    await expect(await cardTitles(canvas)).toHaveLength(4);
  },
};

/** The audit's banner at phone width, over the cards (the cards alone are in AllCards' page shots). */
export const Phone: Story = {
  globals: { locale: 'fr-CA', viewport: { value: PHONE_VIEWPORT, isRotated: false } },
  parameters: { ...app(users.supplierAdmin, auditDueFixtures), ...phoneViewport },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Terminez l’audit des accès des utilisateurs d’ici le 31 mars 2026/),
    ).toBeVisible();
    await expect(await cardTitles(canvas)).toHaveLength(4);
  },
};
