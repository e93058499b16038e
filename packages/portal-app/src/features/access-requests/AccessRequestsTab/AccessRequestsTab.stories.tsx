import type { UserDetails } from '@partner-insights/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { FixtureReply, Fixtures, RecordedRequest } from '../../../testing/fixtureTransport';
import { formReplacedAfterPress, phoneViewport, PHONE_VIEWPORT } from '../../../testing/storyParameters';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import {
  accessRequestFixtures,
  ACCESS_REQUESTS,
  ACCESS_REQUESTS_ROUTE,
  DECISIONS_ROUTE,
} from './accessRequestFixtures';
import { AccessRequestsTab } from './AccessRequestsTab';

const app = (fixtures: Fixtures = {}, user: UserDetails = users.supplierAdmin): { app: AppStoryParameters } => ({
  app: { user, path: '/admin/userList', fixtures: { ...accessRequestFixtures, ...fixtures } },
});

/** The decisions the server received in this story. */
const decisionsSent: unknown[] = [];
const recordingDecisions = (request: RecordedRequest) => {
  decisionsSent.push(request.body);
  const reply = accessRequestFixtures[DECISIONS_ROUTE];
  return typeof reply === 'function' ? reply(request) : (reply ?? {});
};

const spectatorForAcme: UserDetails = { ...users.spectator, tenant: users.supplierAdmin.tenant };

const meta = {
  title: 'App/Admin/Access requests tab',
  component: AccessRequestsTab,
  decorators: [withAppProviders],
  args: { companyId: 'acme-foods' },
  // Alone in the main landmark: user management places it in its fifth tab.
  render: (args) => (
    <main>
      <AccessRequestsTab {...args} />
    </main>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'User management’s access requests (accessRequestsUserManagement): GET v1/identity/accounts/{tenantId}/' +
          'access-requests, searched, sorted and paged by the server; Approve and Reject from a row’s menu or for ' +
          'the selected rows open a dialog with an optional end date (today at the earliest) for approvals and an ' +
          'optional note, sent to POST v1/identity/accounts/{tenantId}/bulk-access-requests. The outcome shows as ' +
          'a toast. Spectators see the requests without any action.',
      },
    },
    ...app(),
  },
} satisfies Meta<typeof AccessRequestsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const firstRequest = ACCESS_REQUESTS[0];
const rowsShown = (canvas: Canvas) => canvas.findByText(firstRequest?.email ?? '');
const dataRows = (canvas: Canvas) => canvas.getAllByRole('row').slice(1);

/** Opens a row's actions menu from the keyboard and chooses `action`. */
async function chooseRowAction(canvas: Canvas, menuLabel: string, action: string) {
  await userEvent.click(canvas.getByRole('button', { name: menuLabel }));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(within(menu).getByRole('menuitem', { name: action })).toBeVisible());
  await userEvent.click(within(menu).getByRole('menuitem', { name: action }));
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
}

export const Loaded: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await rowsShown(canvas);
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(
      expect.arrayContaining(['Requested by', 'Products', 'Requested On', 'Supplier Company Name', 'Requester Note']),
    );
    await expect(dataRows(canvas)).toHaveLength(10);
    const [, requester, products, requestedOn, company] = within(dataRows(canvas)[0] ?? document.body).getAllByRole(
      'cell',
    );
    await expect(requester).toHaveTextContent('Avery Lopez');
    await expect(products).toHaveTextContent('Shopper Behavior');
    await expect(requestedOn).toHaveTextContent('10-02-2026');
    await expect(company).toHaveTextContent('Acme Foods');
  },
};

/** The next page comes from the server: the last two of the twelve requests. */
export const SecondPage: Story = {
  globals: { locale: 'es-MX' },
  play: async ({ canvas }) => {
    await rowsShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /siguiente/i }));
    await waitFor(() => expect(dataRows(canvas)).toHaveLength(2));
    await expect(canvas.getByText('Grace Okafor')).toBeVisible();
  },
};

export const Loading: Story = {
  globals: { locale: 'fr-CA' },
  parameters: app({ [ACCESS_REQUESTS_ROUTE]: () => new Promise<FixtureReply>(() => undefined) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Demandes d’accès' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  globals: { locale: 'fr-CA' },
  parameters: app({ [ACCESS_REQUESTS_ROUTE]: { body: { items: [], page: 1, pageSize: 10, total: 0 } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Aucune demande d’accès')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  globals: { locale: 'en-US' },
  parameters: app({ [ACCESS_REQUESTS_ROUTE]: { status: 500 } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Something went wrong')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Two requests approved at once, until the end of March, with a note. */
export const ApproveWithEndDate: Story = {
  globals: { locale: 'en-US' },
  parameters: { ...app({ [DECISIONS_ROUTE]: recordingDecisions }), ...formReplacedAfterPress },
  play: async ({ canvas }) => {
    decisionsSent.length = 0;
    await rowsShown(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Avery Lopez' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Jordan Kim' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Approve selected (2)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve 2 access requests' }));
    await waitFor(() => expect(dialog.getByText('Requested by Avery Lopez and Jordan Kim.')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: /End date/ }));
    await screen.findByRole('dialog', { name: /^End date/ });
    await expect(screen.getByRole('button', { name: /March 1, 2026/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: /March 31, 2026/ }));
    await expect(dialog.getByRole('button', { name: /End date/ })).toHaveAccessibleName(/31-03-2026/);
    await userEvent.type(dialog.getByLabelText(/Note/), 'Until the pilot ends');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(await screen.findByText('2 access requests approved')).toBeVisible();
    await expect(decisionsSent).toEqual([
      {
        tenantId: 'acme-foods',
        approvals: ACCESS_REQUESTS.slice(0, 2).map(({ id }) => ({
          requestId: id,
          decision: 'APPROVED',
          endDate: '2026-03-31',
          note: 'Until the pilot ends',
        })),
      },
    ]);
  },
};

/** One request rejected from its row's menu, with a note. */
export const RejectWithNote: Story = {
  globals: { locale: 'fr-CA' },
  parameters: { ...app({ [DECISIONS_ROUTE]: recordingDecisions }), ...formReplacedAfterPress },
  play: async ({ canvas }) => {
    decisionsSent.length = 0;
    await rowsShown(canvas);
    await chooseRowAction(canvas, 'Actions pour Priya Shah', 'Refuser');
    const dialog = within(await screen.findByRole('dialog', { name: 'Refuser la demande d’accès' }));
    await expect(dialog.queryByRole('button', { name: /Date de fin/ })).not.toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(/Remarque/), 'Demandez d’abord à votre gestionnaire');
    await userEvent.click(dialog.getByRole('button', { name: 'Refuser' }));
    await expect(await screen.findByText('Demande d’accès refusée')).toBeVisible();
    await expect(decisionsSent).toEqual([
      {
        tenantId: 'acme-foods',
        approvals: [
          {
            requestId: ACCESS_REQUESTS[2]?.id,
            decision: 'REJECTED',
            endDate: null,
            note: 'Demandez d’abord à votre gestionnaire',
          },
        ],
      },
    ]);
  },
};

/** A decision the server could not record: an error toast, and the dialog stays with what was entered. */
export const DecisionFailed: Story = {
  globals: { locale: 'es-MX' },
  parameters: app({ [DECISIONS_ROUTE]: { status: 500 } }),
  play: async ({ canvas }) => {
    await rowsShown(canvas);
    await chooseRowAction(canvas, 'Acciones para Avery Lopez', 'Aprobar');
    const dialog = within(await screen.findByRole('dialog', { name: 'Aprobar solicitud de acceso' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Aprobar' }));
    await expect(await screen.findByText('Se produjo un error al realizar la operación')).toBeVisible();
    await expect(screen.getByRole('dialog', { name: 'Aprobar solicitud de acceso' })).toBeVisible();
  },
};

/** Spectators see every request, and no way to decide one. */
export const Spectator: Story = {
  globals: { locale: 'es-MX' },
  parameters: app({}, spectatorForAcme),
  play: async ({ canvas }) => {
    await rowsShown(canvas);
    await expect(canvas.getByText(/solo lectura/)).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Acciones para/ })).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { locale: 'fr-CA', viewport: { value: PHONE_VIEWPORT, isRotated: false } },
  parameters: { ...app(), ...phoneViewport },
  play: async ({ canvas }) => {
    await rowsShown(canvas);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(
      expect.arrayContaining(['Demandé par', 'Produits']),
    );
  },
};
