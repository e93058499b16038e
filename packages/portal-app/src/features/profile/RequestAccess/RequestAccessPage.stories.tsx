import { errorEnvelope, type UserDetails } from '@partner-insights/contracts';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, waitFor } from 'storybook/test';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import { associate } from './associateFixture';
import {
  ACCESS_REQUESTS_ROUTE,
  COMPANY_ADMINS_ROUTE,
  PRODUCT_ACCESS_ROUTE,
  requestAccessFixtures,
} from './productAccessFixtures';
import RequestAccessPage from './RequestAccessPage';

const app = (fixtures: Fixtures = {}, user: UserDetails = associate): { app: AppStoryParameters } => ({
  app: { user, site: user.site_id, fixtures: requestAccessFixtures(fixtures) },
});

const meta = {
  title: 'App/Pages/Request access',
  component: RequestAccessPage,
  decorators: [withAppProviders],
  // The page alone in its main landmark: the shell around it has stories of its own.
  render: () => (
    <main>
      <RequestAccessPage />
    </main>
  ),
  parameters: {
    docs: {
      description: {
        component:
          '/profile/requestAccess: internal users search the market’s products, choose those they lack and ' +
          'request them with a note; the chosen products turn pending. External users are shown their ' +
          'company’s administrators (GET v1/identity/company-admins) and a button that writes to all of them; ' +
          'a company without any points them to support.',
      },
    },
    ...app(),
  },
} satisfies Meta<typeof RequestAccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const listShown = (canvas: Canvas) => canvas.findByRole('checkbox', { name: /Report Builder/ });

/** The products with the associate's access: a checkbox for each they may request; in every language at both widths (page-shots). */
export const Products: Story = {
  tags: ['page-shots'],
  play: async ({ canvas }) => {
    await listShown(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Request access' })).toBeVisible();
    await expect(canvas.getByText('Access granted')).toBeVisible();
    await expect(canvas.getByText('Access pending')).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: /Shopper Behavior/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Request access' })).toBeDisabled();
  },
  parameters: {
    app: { path: '/profile/requestAccess' },
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await expect(await canvas.findByRole('heading', { level: 1, name: 'Solicitar acceso' })).toBeVisible();
          await expect(await canvas.findByText('Acceso otorgado')).toBeVisible();
        },
        'fr-CA': async ({ canvas }: StoryContext) => {
          await expect(await canvas.findByRole('heading', { level: 1, name: 'Demander l’accès' })).toBeVisible();
          await expect(await canvas.findByText('Accès accordé')).toBeVisible();
        },
      },
    },
  },
};

const choose = async (canvas: Canvas, userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent']) => {
  await userEvent.click(await listShown(canvas));
  await userEvent.type(canvas.getByRole('textbox', { name: /Note/ }), 'For the Q3 category review');
};

/** Products chosen and a note written. */
export const Chosen: Story = {
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent);
    await expect(canvas.getByRole('button', { name: 'Request access to 1 product' })).toBeEnabled();
  },
};

/** Requested: the product turns pending, and the wait is explained. */
export const Requested: Story = {
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Request access to 1 product' }));

    await expect(await canvas.findByText('Access can take up to 2 days.')).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: /Report Builder/ })).not.toBeInTheDocument();
    await expect(canvas.getAllByText('We are working on your access')).toHaveLength(3);
    await expect(canvas.getByRole('textbox', { name: /Note/ })).toHaveValue('');
  },
};

/** The server refused the request: the choice stays, with the spec's error text. */
export const RequestFailed: Story = {
  parameters: app({ [ACCESS_REQUESTS_ROUTE]: { status: 400, body: errorEnvelope(400, 'Unknown product') } }),
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Request access to 1 product' }));

    await expect(
      await canvas.findByText('An error occurred while processing your request. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Report Builder/ })).toBeChecked();
  },
};

/** A search that matches nothing. */
export const NoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await listShown(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'zebra{Enter}');
    await expect(await canvas.findByText('No results found for zebra')).toBeVisible();
  },
};

/** Loading the products. */
export const Loading: Story = {
  parameters: app({ [PRODUCT_ACCESS_ROUTE]: () => new Promise(() => {}) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading products');
  },
};

/** The products could not load. */
export const LoadFailed: Story = {
  parameters: app({ [PRODUCT_ACCESS_ROUTE]: { status: 500, body: errorEnvelope(500, 'Boom') } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Refresh page' })).toBeVisible();
  },
};

/** An external user of Acme Foods, in the language of the story. */
const external = (fixtures: Fixtures = {}) => app(fixtures, users.regularUser);
const noAdmins = { [COMPANY_ADMINS_ROUTE]: { body: { items: [] } } };

const WRITE_TO_ADMINS = 'mailto:ana.baptiste@acme-foods.test,admin@acme-foods.test?subject=';

/** External users request nothing here: they see their company's administrators, and write to all of them at once. */
export const ExternalUser: Story = {
  parameters: external(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Your company’s administrators' })).toBeVisible();
    await expect(
      canvas.getByText('Access to products is managed by your company. Contact your administrator to get access.'),
    ).toBeVisible();
    await expect(canvas.getByText('Ana Baptiste')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'admin@acme-foods.test' })).toHaveAttribute(
      'href',
      'mailto:admin@acme-foods.test',
    );
    await expect(canvas.getByRole('link', { name: 'Email your administrators' })).toHaveAttribute(
      'href',
      `${WRITE_TO_ADMINS}Access%20to%20products`,
    );
    await expect(canvas.queryByText(/Choose the products you need/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

/** An external user, in Spanish. */
export const ExternalUserSpanishMexico: Story = {
  parameters: external(),
  globals: { locale: 'es-MX' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Administradores de su empresa' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Escribir a sus administradores' })).toHaveAttribute(
      'href',
      `${WRITE_TO_ADMINS}Acceso%20a%20productos`,
    );
  },
};

/** An external user, in French (Canada). */
export const ExternalUserFrenchCanada: Story = {
  parameters: external(),
  globals: { locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Administrateurs de votre entreprise' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Écrire à vos administrateurs' })).toBeVisible();
  },
};

/** The administrators on their way: a skeleton in their place. */
export const ExternalUserLoading: Story = {
  parameters: external({ [COMPANY_ADMINS_ROUTE]: () => new Promise(() => {}) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your company’s administrators');
    await expect(canvas.queryByRole('link', { name: /Email your/ })).not.toBeInTheDocument();
  },
};

/** The administrators could not load: a way to try again. */
export const ExternalUserLoadFailed: Story = {
  parameters: external({ [COMPANY_ADMINS_ROUTE]: { status: 500, body: errorEnvelope(500, 'Boom') } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Refresh page' })).toBeVisible();
  },
};

/** A company without administrators: support and contact us instead, never a dead end. */
export const NoAdmins: Story = {
  parameters: external(noAdmins),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your company has no administrator yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'go to Support' })).toHaveAttribute('href', '/support');
    await expect(canvas.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contactUs');
  },
};

/** No administrators, in Spanish. */
export const NoAdminsSpanishMexico: Story = {
  parameters: external(noAdmins),
  globals: { locale: 'es-MX' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Su empresa aún no tiene administradores')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'vaya a Soporte' })).toHaveAttribute('href', '/support');
  },
};

/** No administrators, in French (Canada). */
export const NoAdminsFrenchCanada: Story = {
  parameters: external(noAdmins),
  globals: { locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Votre entreprise n’a pas encore d’administrateur')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'écrivez-nous' })).toHaveAttribute('href', '/contactUs');
  },
};

/** An internal user who views only (a spectator's permissions): the products and their access, nothing to request. */
export const Spectator: Story = {
  parameters: app({}, { ...associate, authz: users.spectator.authz }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Report Builder')).toBeVisible();
    await expect(
      canvas.getByText('You have view-only access: you can look around, but not make changes.'),
    ).toBeVisible();
    await expect(canvas.getByText('Access granted')).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: /Note/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Request access/ })).not.toBeInTheDocument();
  },
};

/** The request on its way: it cannot be sent twice. */
export const Submitting: Story = {
  parameters: app({ [ACCESS_REQUESTS_ROUTE]: () => new Promise(() => {}) }),
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Request access to 1 product' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Request access to 1 product' })).toBeDisabled());
  },
};
