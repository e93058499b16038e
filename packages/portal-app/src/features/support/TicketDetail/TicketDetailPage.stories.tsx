import { errorEnvelope, MAX_COMMENT_LENGTH } from '@partner-insights/contracts';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import {
  addCommentRoute,
  TICKET,
  ticketFixtures,
  ticketOwner,
  ticketRoute,
  UNKNOWN_TICKET_ID,
} from '../TrackTicket/ticketFixtures';
import TicketDetailPage from './TicketDetailPage';
import { attachmentHref } from './TicketRequestDetails';

const app = (fixtures: Fixtures = {}, incidentId = TICKET.incidentId): { app: AppStoryParameters } => ({
  app: { user: ticketOwner, path: `/support/trackTicket/${incidentId}`, fixtures: ticketFixtures(fixtures) },
});

const meta = {
  title: 'App/Pages/Ticket detail',
  component: TicketDetailPage,
  decorators: [withAppProviders],
  // The page alone in its main landmark, under the route that names the ticket.
  render: () => (
    <main>
      <Routes>
        <Route path="/support/trackTicket/:ticketId" element={<TicketDetailPage />} />
      </Routes>
    </main>
  ),
  parameters: {
    docs: {
      description: {
        component:
          '/support/trackTicket/:ticketId: one of the user’s tickets with its status and dates (in the user’s ' +
          'time zone), the form as raised, and the conversation with the support desk, whose answers stand ' +
          'apart. A comment joins the conversation once the server has it. Another user’s ticket, like one ' +
          'that does not exist, is not found.',
      },
    },
    ...app(),
  },
} satisfies Meta<typeof TicketDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const ticketShown = (canvas: Canvas) =>
  canvas.findByRole('heading', { level: 1, name: `Ticket ${TICKET.referenceNumber}` });
const commentField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Add a comment' });

const comment = async (canvas: Canvas, userEvent: UserEvent, text: string) => {
  await ticketShown(canvas);
  if (text) await userEvent.type(commentField(canvas), text);
  await userEvent.click(canvas.getByRole('button', { name: 'Add comment' }));
};

/** The choices named in the reader's language, each under its field's label. */
const expectChoices = async (canvas: Canvas, choices: Readonly<Record<string, string>>) => {
  for (const [label, name] of Object.entries(choices)) {
    await expect(await canvas.findByText(label, { selector: 'dt' })).toBeVisible();
    await expect(canvas.getByText(name, { selector: 'dd' })).toBeVisible();
  }
};

/** The ticket, the form as raised with the whole issue chain chosen and the attachment, and its conversation. */
export const WithThread: Story = {
  tags: ['page-shots'],
  play: async ({ canvas }) => {
    await ticketShown(canvas);
    await expect(canvas.getByText(TICKET.subject)).toBeVisible();
    await expectChoices(canvas, {
      'Account type': 'Supplier',
      'Support type': 'Report Builder',
      Issue: 'Reports and dashboards',
      'Issue type': 'Wrong or missing data',
      'Sub-issue type': 'Numbers do not match',
    });
    await expect(canvas.getByText(/It happens with every store\./, { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to your tickets' })).toHaveAttribute(
      'href',
      '/support/trackTicket',
    );
    await expect(canvas.getByText('Updated')).toBeVisible();
    const attachment = canvas.getByRole('link', { name: 'weekly-sales-export.csv' });
    await expect(attachment).toHaveAttribute('href', attachmentHref(TICKET.incidentId));
    await expect(attachment).toHaveAttribute('download', 'weekly-sales-export.csv');
    await expect(canvas.getByText('47.1 kB')).toBeVisible();
    const thread = within(canvas.getByRole('list'));
    const comments = thread.getAllByRole('listitem');
    await expect(comments).toHaveLength(2);
    await expect(comments[0]).toHaveTextContent('Support desk');
    await expect(comments[0]).toHaveTextContent('02/28/2026, 04:05 AM');
    await expect(comments[1]).not.toHaveTextContent('Support desk');
  },
  parameters: {
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await expect(
            await canvas.findByRole('heading', { level: 1, name: `Ticket n.º ${TICKET.referenceNumber}` }),
          ).toBeVisible();
          await expectChoices(canvas, {
            'Tipo de cuenta': 'Proveedor',
            Problema: 'Informes y tableros',
            'Tipo de problema': 'Datos incorrectos o faltantes',
            'Subtipo de problema': 'Las cifras no coinciden',
          });
          await expect(canvas.getByRole('link', { name: 'weekly-sales-export.csv' })).toBeVisible();
          await expect(canvas.getByRole('textbox', { name: 'Agregar un comentario' })).toBeVisible();
        },
        'fr-CA': async ({ canvas }: StoryContext) => {
          await expect(
            await canvas.findByRole('heading', { level: 1, name: `Billet ${TICKET.referenceNumber}` }),
          ).toBeVisible();
          await expectChoices(canvas, {
            'Type de compte': 'Fournisseur',
            Problème: 'Rapports et tableaux de bord',
            'Type de problème': 'Données erronées ou manquantes',
            'Sous-type de problème': 'Les chiffres ne concordent pas',
          });
          await expect(canvas.getByRole('link', { name: 'weekly-sales-export.csv' })).toBeVisible();
          await expect(canvas.getByRole('textbox', { name: 'Ajouter un commentaire' })).toBeVisible();
        },
      },
    },
  },
};

/** A comment typed and added: it joins the conversation, the field empties and screen readers hear so. */
export const CommentAdded: Story = {
  play: async ({ canvas, userEvent }) => {
    await comment(canvas, userEvent, 'The export now stops at 40,000 rows.');

    await expect(await canvas.findByRole('status')).toHaveTextContent('Your comment was added to the conversation.');
    const comments = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(comments).toHaveLength(3);
    await expect(comments[2]).toHaveTextContent('The export now stops at 40,000 rows.');
    await expect(commentField(canvas)).toHaveValue('');
  },
};

/** Sent without a comment: the field says what it needs, and nothing is sent. */
export const EmptyComment: Story = {
  play: async ({ canvas, userEvent }) => {
    await comment(canvas, userEvent, '   ');

    await expect(commentField(canvas)).toBeInvalid();
    await expect(commentField(canvas)).toHaveAccessibleDescription(expect.stringContaining('Enter a comment'));
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The comment on its way: the button is pending, so it is not sent twice. */
export const CommentSending: Story = {
  parameters: app({ [addCommentRoute(TICKET.incidentId)]: () => new Promise(() => {}) }),
  play: async ({ canvas, userEvent }) => {
    await comment(canvas, userEvent, 'Any news?');

    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Add comment/ })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

/** The server could not store the comment: the spec's error, and the text stays to send again. */
export const CommentFailed: Story = {
  parameters: app({ [addCommentRoute(TICKET.incidentId)]: { status: 500, body: errorEnvelope(500, 'Boom') } }),
  play: async ({ canvas, userEvent }) => {
    await comment(canvas, userEvent, 'Any news?');

    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An error occurred while processing your request. Please try again.',
    );
    await expect(commentField(canvas)).toHaveValue('Any news?');
    await expect(commentField(canvas)).toHaveAttribute('maxlength', String(MAX_COMMENT_LENGTH));
  },
};

/** Spectators read the ticket and its conversation, but add no comment. */
export const Spectator: Story = {
  parameters: { app: { ...app().app, user: users.spectator } },
  play: async ({ canvas }) => {
    await ticketShown(canvas);
    await expect(
      canvas.getByText('You have view-only access: you can look around, but not make changes.'),
    ).toBeVisible();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('textbox', { name: 'Add a comment' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add comment' })).not.toBeInTheDocument();
  },
};

/** Another user’s ticket, or none at all: not found, with the way back to the list. */
export const NotFound: Story = {
  parameters: app(
    {
      [ticketRoute(UNKNOWN_TICKET_ID)]: {
        status: 404,
        body: errorEnvelope(404, 'There is no such ticket among yours.'),
      },
    },
    UNKNOWN_TICKET_ID,
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ticket not found' })).toBeVisible();
    await expect(canvas.getByText(/There is no such ticket among yours\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to your tickets' })).toBeVisible();
  },
};

/** Loading the ticket. */
export const Loading: Story = {
  parameters: app({ [ticketRoute(TICKET.incidentId)]: () => new Promise(() => {}) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the ticket');
  },
};

/** The ticket could not load: a way to try again. */
export const LoadFailed: Story = {
  parameters: app({ [ticketRoute(TICKET.incidentId)]: { status: 500, body: errorEnvelope(500, 'Boom') } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.getByRole('button', { name: 'Refresh page' })).toBeVisible();
  },
};

/** Not found, in French (Canada). */
export const NotFoundFrenchCanada: Story = {
  ...NotFound,
  globals: { locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Billet introuvable' })).toBeVisible();
  },
};

/** The spec's mobile width (425 px). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await ticketShown(canvas);
    await expect(commentField(canvas)).toBeVisible();
  },
};
