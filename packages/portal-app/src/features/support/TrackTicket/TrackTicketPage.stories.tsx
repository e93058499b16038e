import { errorEnvelope } from '@partner-insights/contracts';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { mobileMaxWidth } from '@partner-insights/ui';
import { expect, waitFor, within } from 'storybook/test';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import { TICKET_LIST_ROUTE, ticketFixtures, ticketListAnswer, ticketOwner, TICKETS } from './ticketFixtures';
import TrackTicketPage from './TrackTicketPage';

const app = (fixtures: Fixtures = {}): { app: AppStoryParameters } => ({
  app: { user: ticketOwner, path: '/support/trackTicket', fixtures: ticketFixtures(fixtures) },
});

const meta = {
  title: 'App/Pages/Track tickets',
  component: TrackTicketPage,
  decorators: [withAppProviders],
  // The page alone in its main landmark: the shell around it has stories of its own.
  render: () => (
    <main>
      <TrackTicketPage />
    </main>
  ),
  parameters: {
    docs: {
      description: {
        component:
          '/support/trackTicket: the signed-in user’s support tickets, newest first, ten to a page unless they ' +
          'choose more. Each reference opens the ticket; dates show in the user’s time zone. While another page ' +
          'loads the current one stays (the spec does not mark the ticket list loading).',
      },
    },
    ...app(),
  },
} satisfies Meta<typeof TrackTicketPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const newestTicket = TICKETS[0];
const listShown = (canvas: Canvas) => canvas.findByRole('link', { name: newestTicket?.referenceNumber });

/** The first page of the user’s tickets, in every language at both widths (page-shots). */
export const Tickets: Story = {
  tags: ['page-shots'],
  play: async ({ canvas }) => {
    const reference = await listShown(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Track tickets' })).toBeVisible();
    await expect(reference).toHaveAttribute('href', `/support/trackTicket/${newestTicket?.incidentId}`);
    await expect(canvas.getByRole('link', { name: 'Create a support ticket' })).toHaveAttribute(
      'href',
      '/support/ticketCreation',
    );
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    // The spec's mobile width shows the reference and the subject only.
    if (window.innerWidth <= mobileMaxWidth) {
      await expect(headers).toEqual(['Reference #', 'Subject']);
    } else {
      await expect(headers).toEqual(['Reference #', 'Subject', 'Status', 'Submitted on', 'Last Updated']);
      const [, subject, status, submittedOn] = within(
        canvas.getAllByRole('row')[1] ?? canvas.getByRole('table'),
      ).getAllByRole('cell');
      await expect(subject).toHaveTextContent('Report Builder export stops at 50,000 rows');
      await expect(status).toHaveTextContent('Updated');
      // 15:20 UTC is 09:20 in the user's Chicago time zone.
      await expect(submittedOn).toHaveTextContent('02/27/2026, 09:20 AM');
    }
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
  },
  parameters: {
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await listShown(canvas);
          await expect(canvas.getByRole('heading', { level: 1, name: 'Seguimiento de tickets' })).toBeVisible();
          await expect(canvas.getByRole('columnheader', { name: 'Asunto' })).toBeVisible();
          if (window.innerWidth > mobileMaxWidth) {
            await expect(canvas.getByRole('columnheader', { name: 'Última actualización' })).toBeVisible();
          }
        },
        'fr-CA': async ({ canvas }: StoryContext) => {
          await listShown(canvas);
          await expect(canvas.getByRole('heading', { level: 1, name: 'Suivi des billets' })).toBeVisible();
          await expect(canvas.getByRole('columnheader', { name: 'Objet' })).toBeVisible();
          if (window.innerWidth > mobileMaxWidth) {
            await expect(canvas.getByRole('columnheader', { name: 'Dernière mise à jour' })).toBeVisible();
          }
        },
      },
    },
  },
};

/** The second page: the last two tickets. */
export const SecondPage: Story = {
  play: async ({ canvas, userEvent }) => {
    await listShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));

    await expect(await canvas.findByRole('link', { name: TICKETS[10]?.referenceNumber })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
  },
};

/** The next page on its way: the current one stays, with no skeleton in its place. */
export const NextPageLoading: Story = {
  parameters: app({
    [TICKET_LIST_ROUTE]: (request) =>
      request.url.includes('page=2') ? new Promise(() => {}) : ticketListAnswer()(request),
  }),
  play: async ({ canvas, userEvent }) => {
    await listShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));

    await waitFor(() => expect(canvas.getByText('Page 2 of 2')).toBeVisible());
    await expect(canvas.getByRole('link', { name: newestTicket?.referenceNumber })).toBeVisible();
    await expect(canvas.queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument();
  },
};

/** No tickets yet: the way to create one. */
export const Empty: Story = {
  parameters: app({ [TICKET_LIST_ROUTE]: ticketListAnswer([]) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no support tickets yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create a support ticket' })).toHaveAttribute(
      'href',
      '/support/ticketCreation',
    );
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Spectators follow tickets, but are not offered to raise one. */
export const Spectator: Story = {
  parameters: { app: { ...app().app, user: users.spectator } },
  play: async ({ canvas }) => {
    await listShown(canvas);
    await expect(canvas.queryByRole('link', { name: 'Create a support ticket' })).not.toBeInTheDocument();
  },
};

/** The first page loading: skeleton rows under the headers. */
export const Loading: Story = {
  parameters: app({ [TICKET_LIST_ROUTE]: () => new Promise(() => {}) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

/** The list could not load: the error and a way to try again. */
export const LoadFailed: Story = {
  parameters: app({ [TICKET_LIST_ROUTE]: { status: 500, body: errorEnvelope(500, 'Boom') } }),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The empty list in Spanish. */
export const EmptySpanishMexico: Story = {
  ...Empty,
  globals: { locale: 'es-MX' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Aún no tiene tickets de soporte')).toBeVisible();
  },
};
