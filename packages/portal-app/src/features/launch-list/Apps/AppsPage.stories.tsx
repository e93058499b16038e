import { errorEnvelope, isBasicUser, type UserDetails } from '@partner-insights/contracts';
import type { Decorator, Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { Fixture } from '../../../testing/fixtureTransport';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import AppsPage from './AppsPage';
import { ADMIN_ACCESS, launchListFixtures, type CatalogueOptions } from './launchCatalogueFixtures';

const mexicoAdmin: UserDetails = {
  ...users.supplierAdmin,
  login_id: 'admin@nopal-foods.test',
  tenant: { id: 'nopal-foods', name: 'Nopal Foods', type: 'SUPPLIER' },
  site_id: 'MX',
  user_preferences: { locale: { timezone: 'America/Mexico_City' }, language_code: 'es-MX' },
};

/** The page as `user` finds it when the server answers the launch list with `catalogue`. */
const app = (
  user: UserDetails,
  catalogue: Omit<CatalogueOptions, 'locale'> = {},
  answer?: Fixture,
): { app: AppStoryParameters } => ({
  app: {
    user,
    site: user.site_id,
    fixtures: {
      ...launchListFixtures({ market: user.site_id, ...catalogue }, answer),
      // The server offers basic users no articles.
      ...(isBasicUser(user) && { 'GET /api/knowledgeBaseTopArticle': { body: { articles: [] } } }),
    },
  },
});

// Launching follows the tile's link: the stories stay on the page and only look at where it leads.
const stayOnPage: Decorator = (Story) => (
  <div onClickCapture={(event) => event.preventDefault()}>
    <Story />
  </div>
);

const meta = {
  title: 'App/Pages/Apps',
  component: AppsPage,
  decorators: [stayOnPage, withAppProviders],
  // The page alone in its main landmark: the shell around it has stories of its own.
  render: () => (
    <main>
      <AppsPage />
    </main>
  ),
  parameters: {
    docs: {
      description: {
        component:
          '/apps, "Get started with the product": the products of the market in the reader’s language, grouped ' +
          'by category, each tile showing the user’s access (launch, pending, or learn more), alpha and beta ' +
          'labels from the restricted-launch list, and knowledge-base articles for charter users.',
      },
    },
    ...app(users.supplierAdmin, { access: ADMIN_ACCESS }),
  },
} satisfies Meta<typeof AppsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = { screenshot: { target: 'viewport' } };

const pageLoaded = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('heading', { level: 2, name: 'Know your customer' });

/**
 * The acme admin: most apps launchable, Digital Landscapes requested, Customer Perception to learn about; in every
 * language at both widths (page-shots), filed under /apps.
 */
export const Loaded: Story = {
  tags: ['page-shots'],
  play: async ({ canvas }) => {
    await pageLoaded(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Get started with the product' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Know your business' })).toBeVisible();

    const launch = canvas.getByRole('link', { name: 'Launch App Shopper Behavior' });
    await expect(launch).toHaveAttribute('href', 'https://shopper-behavior.partner-insights.test/');
    await expect(launch).not.toHaveAttribute('target');
    await expect(
      canvas.getByRole('link', { name: 'Launch App (opens in a new tab) Channel Insights' }),
    ).toHaveAttribute('target', '_blank');

    const pending = canvas.getByRole('article', { name: 'Digital Landscapes' });
    await expect(within(pending).getByText('We are working on your access')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Learn More Customer Perception' })).toBeInTheDocument();
    await expect(canvas.getByRole('article', { name: 'Insights Activation Beta' })).toBeVisible();

    await expect(canvas.getByRole('heading', { level: 2, name: 'Helpful articles' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Getting started with Partner Insights' })).toHaveAttribute(
      'href',
      '/knowledgeBase/article/content?article=getting-started-with-partner-insights',
    );
  },
  parameters: {
    app: { path: '/apps' },
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await canvas.findByRole('heading', { level: 2, name: 'Conozca a su cliente' });
          await expect(canvas.getByRole('heading', { level: 1, name: 'Comience a usar el producto' })).toBeVisible();
          await expect(canvas.getByRole('link', { name: 'Abrir aplicación Shopper Behavior' })).toBeVisible();
          await expect(canvas.getByRole('link', { name: 'Primeros pasos con Partner Insights' })).toBeVisible();
        },
        'fr-CA': async ({ canvas }: StoryContext) => {
          await canvas.findByRole('heading', { level: 2, name: 'Connaître votre client' });
          await expect(
            canvas.getByRole('heading', { level: 1, name: 'Commencez à utiliser le produit' }),
          ).toBeVisible();
          await expect(canvas.getByRole('link', { name: 'Lancer l’application Shopper Behavior' })).toBeVisible();
          await expect(canvas.getByRole('link', { name: 'Premiers pas avec Partner Insights' })).toBeVisible();
        },
      },
    },
  },
};

/** No access yet: every tile is disabled, and the US-only products hidden without access are left out. */
export const NoAccess: Story = {
  parameters: app(users.regularUser),
  play: async ({ canvas }) => {
    await pageLoaded(canvas);
    await expect(canvas.queryByRole('link', { name: /Launch App/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('article', { name: 'Modular Intelligence' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Learn More / })).toHaveLength(6);
  },
};

/** A non-production host: Customer Pulse joins in alpha, Insights Activation is in beta. */
export const AlphaAndBeta: Story = {
  parameters: app(users.supplierAdmin, {
    nonProduction: true,
    access: { ...ADMIN_ACCESS, CUSTOMER_PULSE: 'ACCESS_COMPLETE' },
  }),
  play: async ({ canvas }) => {
    await pageLoaded(canvas);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Customer Pulse Alpha' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Insights Activation Beta' })).toBeVisible();
  },
};

/** "Learn More" tells the product's story in a dialog. */
export const LearnMore: Story = {
  parameters: openDialog,
  play: async ({ canvas, userEvent }) => {
    await pageLoaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Learn More Customer Perception' }));

    const dialog = await screen.findByRole('dialog', { name: 'Customer Perception' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText('Understand how shoppers feel about your products, and why.')).toBeVisible();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(dialog).getByText('Access can take up to 2 business days once requested.')).toBeVisible();
  },
};

/** Where "Request access" led, for the story to read. */
function RequestedPage() {
  const { pathname, search } = useLocation();
  return (
    <main>
      <p>{`${pathname}${search}`}</p>
    </main>
  );
}

/**
 * From the keyboard: Tab to the locked tile's "Learn More", Enter opens the story, whose "Request access" leads to
 * the ticket form asking for access to that product.
 */
export const RequestAccess: Story = {
  render: () => (
    <Routes>
      <Route
        path="/"
        element={
          <main>
            <AppsPage />
          </main>
        }
      />
      <Route path="/support/ticketCreation" element={<RequestedPage />} />
    </Routes>
  ),
  play: async ({ canvas, userEvent }) => {
    await pageLoaded(canvas);
    const learnMore = canvas.getByRole('button', { name: 'Learn More Customer Perception' });
    for (let presses = 0; presses < 20 && !learnMore.matches(':focus'); presses++) await userEvent.tab();
    await expect(learnMore).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Customer Perception' });
    // The dialog fades in: its text is visible once the entering animation has ended.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText('Charter suppliers and their agencies.')).toBeVisible();
    const requestAccess = within(dialog).getByRole('button', { name: 'Request access' });
    await waitFor(() => expect(requestAccess).toBeVisible());
    requestAccess.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText('/support/ticketCreation?request=access&product=CUSTOMER_PERCEPTION'),
    ).toBeVisible();
  },
};

/** Mexico, in Spanish: two products; Report Builder is still coming. */
export const Mexico: Story = {
  globals: { locale: 'es-MX' },
  parameters: app(mexicoAdmin, { access: { SHOPPER_BEHAVIOR: 'ACCESS_COMPLETE' } }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Conozca a su cliente' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Comience a usar el producto' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Abrir aplicación Shopper Behavior' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Próximamente Report Builder' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Primeros pasos con Partner Insights' })).toBeVisible();
  },
};

/** Mexico's Report Builder: its dialog says it is on its way. */
export const ComingSoon: Story = {
  globals: { locale: 'es-MX' },
  parameters: { ...app(mexicoAdmin), ...openDialog },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Próximamente Report Builder' }));

    const dialog = await screen.findByRole('dialog', { name: 'Report Builder' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(
      within(dialog).getByText('Este producto llegará pronto a su mercado. Vuelva a consultar más adelante.'),
    ).toBeVisible();
  },
};

/** Basic users get no knowledge-base articles. */
export const BasicUser: Story = {
  parameters: app(users.basicUser, { access: { SHOPPER_BEHAVIOR: 'ACCESS_COMPLETE' } }),
  play: async ({ canvas }) => {
    await pageLoaded(canvas);
    await expect(canvas.queryByRole('heading', { name: 'Helpful articles' })).not.toBeInTheDocument();
  },
};

/** Tile-shaped placeholders while the list loads. */
export const Loading: Story = {
  parameters: app(users.supplierAdmin, {}, () => new Promise(() => {})),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(3));
    await expect(canvas.getAllByText('Loading your apps')[0]).toBeInTheDocument();
  },
};

/**
 * The catalogue, with the user's access, is in but the alpha and beta labels are not: the tiles wait, as placeholders,
 * rather than show without a label they are about to get.
 */
export const WaitingForLabels: Story = {
  parameters: {
    app: {
      ...app(users.supplierAdmin, { access: ADMIN_ACCESS }).app,
      fixtures: {
        ...app(users.supplierAdmin, { access: ADMIN_ACCESS }).app.fixtures,
        'GET /api/v1/products': () => new Promise(() => {}),
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText('Loading your apps')).toHaveLength(3));
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Know your customer' })).not.toBeInTheDocument();
  },
};

/** The list could not load: the refresh panel. */
export const LoadFailed: Story = {
  parameters: app(users.supplierAdmin, {}, { status: 500, body: errorEnvelope(500, 'Boom') }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Something went wrong')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh page' })).toBeVisible();
  },
};

/** A market without products yet. */
export const Empty: Story = {
  parameters: app(users.supplierAdmin, {}, { body: { categories: [], products: [] } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No apps to show yet')).toBeVisible();
  },
};
