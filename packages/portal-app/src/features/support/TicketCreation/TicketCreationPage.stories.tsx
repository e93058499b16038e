import { errorEnvelope, INCIDENT_PARTS, type UserDetails } from '@partner-insights/contracts';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, type within } from 'storybook/test';
import { chooseOption } from '../../../testing/chooseOption';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { portalConfiguration } from '../../../testing/shellFixtures';
import { formReplacedAfterPress } from '../../../testing/storyParameters';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import {
  CREATE_TICKET_ROUTE,
  SUPPORT_CONFIGURATION_ROUTE,
  supportConfiguration,
  supportFixtures,
} from '../SupportForms/supportFixtures';
import TicketCreationPage from './TicketCreationPage';

interface StoryApp {
  readonly fixtures?: Fixtures;
  readonly user?: UserDetails | null;
  readonly path?: string;
}

const app = ({ fixtures = {}, user = users.regularUser, path = '/support/ticketCreation' }: StoryApp = {}): {
  app: AppStoryParameters;
} => ({ app: { path, fixtures: supportFixtures(fixtures), user } });

const meta = {
  title: 'App/Pages/Ticket creation',
  component: TicketCreationPage,
  decorators: [withAppProviders],
  render: () => (
    <main>
      <TicketCreationPage />
    </main>
  ),
  parameters: {
    docs: {
      description: {
        component:
          '/support/ticketCreation: a signed-in user raises a support ticket from the site’s support configuration, ' +
          'with their name, email and company filled in and an optional attachment of up to 10 MB. ' +
          '`?request=access` chooses the access request. Visitors are asked to sign in, or to contact us.',
      },
    },
    ...app(),
  },
} satisfies Meta<typeof TicketCreationPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const formShown = (canvas: Canvas) => canvas.findByRole('form', { name: 'Create a support ticket' });
const description = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Situation description' });

/** The form, with what the server knows of the user already filled in; in every language at both widths (page-shots). */
export const SignedIn: Story = {
  tags: ['page-shots'],
  play: async ({ canvas }) => {
    await formShown(canvas);
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Sam');
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveValue('Ortiz');
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Foods');
    await expect(canvas.getByRole('button', { name: /^Supplier Account type/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Call back number (optional)' })).toBeVisible();
  },
  parameters: {
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await expect(await canvas.findByRole('form', { name: 'Crear un ticket de soporte' })).toBeVisible();
          await expect(canvas.getByRole('button', { name: /^Proveedor Tipo de cuenta/ })).toBeVisible();
        },
        'fr-CA': async ({ canvas }: StoryContext) => {
          await expect(await canvas.findByRole('form', { name: 'Créer un billet de soutien' })).toBeVisible();
        },
      },
    },
  },
};

/** `?request=access`: the access request's support type and issue are chosen already. */
export const RequestAccess: Story = {
  parameters: app({ path: '/support/ticketCreation?request=access' }),
  play: async ({ canvas }) => {
    await formShown(canvas);
    await expect(canvas.getByRole('button', { name: /^Request access Support type/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Access to a product Issue/ })).toBeVisible();
  },
};

/** The other reading of the spec: issue fields and the call-back number are required. */
export const RequiredReading: Story = {
  parameters: app({
    fixtures: { 'GET /api/ccm': { body: { ...portalConfiguration('US'), supportFormReading: 'required' } } },
  }),
  play: async ({ canvas, userEvent }) => {
    await formShown(canvas);
    await expect(canvas.getByRole('textbox', { name: 'Call back number' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create ticket' }));
    await expect(await canvas.findByText('Select issue')).toBeVisible();
    await expect(canvas.getByText('Enter call back number')).toBeVisible();
  },
};

/** A basic vendor raises tickets as a supplier only. */
export const BasicVendor: Story = {
  parameters: app({
    user: users.basicUser,
    fixtures: { [SUPPORT_CONFIGURATION_ROUTE]: { body: supportConfiguration('en-US', { basicVendor: true }) } },
  }),
  play: async ({ canvas }) => {
    await formShown(canvas);
    await expect(canvas.getByRole('button', { name: /^Supplier Account type/ })).toBeVisible();
  },
};

/** Sent empty: each missing field says what it needs, and focus moves to the first of them. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await formShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create ticket' }));
    await expect(await canvas.findByText('Select support type')).toBeVisible();
    await expect(canvas.getByText('Enter description')).toBeVisible();
  },
};

/** Fills in what the user has not, and sends. */
async function fillIn(
  canvasElement: HTMLElement,
  canvas: Canvas,
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
) {
  await formShown(canvas);
  await chooseOption(canvasElement, 'Support type', 'Technical issue');
  await userEvent.type(description(canvas), 'I cannot sign in since Monday.');
  await userEvent.click(canvas.getByRole('button', { name: 'Create ticket' }));
}

/** Fills in in Spanish or French (the support type's name in that language), and sends. */
async function fillInAs(
  canvasElement: HTMLElement,
  canvas: Canvas,
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
  { form, supportType, technicalIssue, description: descriptionLabel, submit }: Readonly<Record<string, string>>,
) {
  await canvas.findByRole('form', { name: form });
  await chooseOption(canvasElement, supportType ?? '', technicalIssue ?? '');
  await userEvent.type(canvas.getByRole('textbox', { name: descriptionLabel }), 'No puedo iniciar sesión.');
  await userEvent.click(canvas.getByRole('button', { name: submit }));
}

/** Created: the success panel in place of the intro and the form, its ticket number a link to the ticket. */
export const Created: Story = {
  parameters: formReplacedAfterPress,
  play: async ({ canvasElement, canvas, userEvent }) => {
    await fillIn(canvasElement, canvas, userEvent);
    await expect(await canvas.findByText('Your ticket was created')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '261122-000042' })).toHaveAttribute(
      'href',
      '/support/trackTicket/8d1f0e4c-5a8b-4f7e-9a61-3c2b7d9e0f11',
    );
    await expect(canvas.getByRole('button', { name: 'Create another ticket' })).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/All fields are required/)).not.toBeInTheDocument();
  },
};

/** "Create another ticket": a fresh form, the intro back, nothing of the ticket just sent. */
export const CreateAnother: Story = {
  parameters: formReplacedAfterPress,
  play: async ({ canvasElement, canvas, userEvent }) => {
    await fillIn(canvasElement, canvas, userEvent);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create another ticket' }));

    const form = await formShown(canvas);
    // Focus was on the button that went away: it lands on the fresh form.
    await expect(form.closest('[tabindex="-1"]')).toHaveFocus();
    await expect(canvas.getByText(/All fields are required/)).toBeVisible();
    await expect(description(canvas)).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: /^Technical issue Support type/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Sam');
    await expect(canvas.queryByText('Your ticket was created')).not.toBeInTheDocument();
  },
};

/** Created, in Spanish. */
export const CreatedInSpanish: Story = {
  parameters: formReplacedAfterPress,
  globals: { locale: 'es-MX' },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await fillInAs(canvasElement, canvas, userEvent, {
      form: 'Crear un ticket de soporte',
      supportType: 'Tipo de soporte',
      technicalIssue: 'Problema técnico',
      description: 'Descripción de la situación',
      submit: 'Crear ticket',
    });
    await expect(await canvas.findByText('Se creó su ticket')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '261122-000042' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Crear otro ticket' })).toBeVisible();
  },
};

/** Created, in French (Canada). */
export const CreatedInFrench: Story = {
  parameters: formReplacedAfterPress,
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await fillInAs(canvasElement, canvas, userEvent, {
      form: 'Créer un billet de soutien',
      supportType: 'Type de soutien',
      technicalIssue: 'Problème technique',
      description: 'Description de la situation',
      submit: 'Créer le billet',
    });
    await expect(await canvas.findByText('Votre billet a été créé')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '261122-000042' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Créer un autre billet' })).toBeVisible();
  },
};

/** The server failed: the spec's message with Try again, and everything typed is still there. */
export const SubmitFailed: Story = {
  parameters: app({ fixtures: { [CREATE_TICKET_ROUTE]: { status: 500, body: errorEnvelope(500, 'Down') } } }),
  play: async ({ canvasElement, canvas, userEvent }) => {
    await fillIn(canvasElement, canvas, userEvent);
    await expect(await canvas.findByText('Something went wrong while submitting the form...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(description(canvas)).toHaveValue('I cannot sign in since Monday.');
  },
};

/** The ticket goes as multipart: the validated fields as the incidentDetail part. */
export const SentAsMultipart: Story = {
  parameters: {
    ...formReplacedAfterPress,
    ...app({
      fixtures: {
        [CREATE_TICKET_ROUTE]: async ({ body }) => {
          const detail = body instanceof FormData ? body.get(INCIDENT_PARTS.detail) : null;
          const parsed: unknown = typeof detail === 'string' ? JSON.parse(detail) : null;
          const expected = {
            supportType: 1464,
            firstName: 'Sam',
            situationDescription: 'I cannot sign in since Monday.',
          };
          return expect.objectContaining(expected).asymmetricMatch(parsed)
            ? {
                status: 201,
                body: { incidentId: '8d1f0e4c-5a8b-4f7e-9a61-3c2b7d9e0f11', referenceNumber: '261122-000043' },
              }
            : { status: 400, body: errorEnvelope(400, 'Unexpected detail') };
        },
      },
    }),
  },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await fillIn(canvasElement, canvas, userEvent);
    await expect(await canvas.findByRole('link', { name: '261122-000043' })).toBeVisible();
  },
};

/** A visitor: tickets belong to an account, so they sign in first (and come back) or contact us. */
export const Visitor: Story = {
  parameters: app({ user: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sign in to create a ticket')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?lastUrl=%2Fsupport%2FticketCreation',
    );
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toBeVisible();
  },
};

/** Loading the support configuration. */
/** Spectators view only: no ticket to raise, and the reason why. */
export const Spectator: Story = {
  parameters: app({ user: users.spectator }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('You have view-only access: you can look around, but not make changes.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Create ticket' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: app({ fixtures: { [SUPPORT_CONFIGURATION_ROUTE]: () => new Promise(() => {}) } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the form');
  },
};

/** The support configuration did not load: the refresh panel. */
export const ConfigurationFailed: Story = {
  parameters: app({ fixtures: { [SUPPORT_CONFIGURATION_ROUTE]: { status: 500, body: errorEnvelope(500, 'Down') } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Refresh page' })).toBeVisible();
  },
};
