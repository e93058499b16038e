import { errorEnvelope, type AccessStatus, type Market, type UserDetails } from '@partner-insights/contracts';
import type { Decorator, Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router';
import { expect } from 'storybook/test';
import type { Fixture } from '../../../testing/fixtureTransport';
import { users } from '../../../testing/userFixtures';
import { withAppProviders } from '../../../testing/withAppProviders';
import { launchListFixtures } from '../../launch-list/testing';
import ReportBuilderPage from './ReportBuilderPage';

const mexicoUser: UserDetails = {
  ...users.regularUser,
  tenant: { id: 'nopal-foods', name: 'Nopal Foods', type: 'SUPPLIER' },
  site_id: 'MX',
};

/** The page as `user` finds it on `market` with Report Builder's access `access`, or the catalogue's `answer`. */
const app = (access: AccessStatus | null, { market = 'US', user = users.regularUser, answer }: Options = {}) => ({
  app: {
    user,
    site: market,
    path: '/reportbuilder',
    fixtures: launchListFixtures({ market, access: access ? { REPORT_BUILDER: access } : {} }, answer),
  },
});
interface Options {
  readonly market?: Market;
  readonly user?: UserDetails;
  readonly answer?: Fixture;
}

// Launching follows the link out of the portal: the stories stay on the page and only look at where it leads.
const stayOnPage: Decorator = (Story) => (
  <div onClickCapture={(event) => event.target instanceof HTMLAnchorElement && event.preventDefault()}>
    <Story />
  </div>
);

/** Where "Request access" leads, shown in place of the page. */
function RequestAccessTarget() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
}

const meta = {
  title: 'App/Pages/Report Builder',
  component: ReportBuilderPage,
  decorators: [stayOnPage, withAppProviders],
  render: () => (
    <main>
      <Routes>
        <Route path="/reportbuilder" element={<ReportBuilderPage />} />
        <Route path="/support/ticketCreation" element={<RequestAccessTarget />} />
      </Routes>
    </main>
  ),
  parameters: {
    ...app('ACCESS_COMPLETE'),
    docs: {
      description: {
        component:
          '/reportbuilder, the portal’s entry to Report Builder from the launch list’s entry for it: Launch App ' +
          'with access (the tile’s address and analytics event), the pending state while access is set up, coming ' +
          'soon where the market does not offer it yet, otherwise the product’s story with Request access.',
      },
    },
  },
} satisfies Meta<typeof ReportBuilderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const never: Fixture = () => new Promise<never>(() => {});

/** With access: one way on, into the product on its own host; in every language at both widths (page-shots). */
export const ReportBuilderLaunch: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    const launch = await canvas.findByRole('link', { name: 'Launch App' });
    await expect(launch).toHaveAttribute('href', 'https://report-builder.partner-insights.test/');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Report Builder' })).toBeVisible();
  },
  parameters: {
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await expect(await canvas.findByRole('link', { name: 'Abrir aplicación' }, { timeout: 5000 })).toBeVisible();
        },
        'fr-CA': async ({ canvas }: StoryContext) => {
          await expect(
            await canvas.findByRole('link', { name: 'Lancer l’application' }, { timeout: 5000 }),
          ).toBeVisible();
        },
      },
    },
  },
};

/** Without access: the product's story, and Request access; in every language at both widths (page-shots). */
export const ReportBuilderRequestAccess: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  parameters: {
    ...app(null),
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await expect(
            await canvas.findByRole('button', { name: 'Solicitar acceso' }, { timeout: 5000 }),
          ).toBeVisible();
        },
        'fr-CA': async ({ canvas }: StoryContext) => {
          await expect(
            await canvas.findByRole('button', { name: 'Demander l’accès' }, { timeout: 5000 }),
          ).toBeVisible();
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'What it does' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'How to get access' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Launch App' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Request access' })).toBeVisible();
  },
};

/** Request access opens the access request form for Report Builder. */
export const ReportBuilderRequestAccessOpensForm: Story = {
  globals: { locale: 'en-US' },
  parameters: app(null),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Request access' }));
    await expect(
      await canvas.findByText('/support/ticketCreation?request=access&product=REPORT_BUILDER'),
    ).toBeVisible();
  },
};

/** Access requested: the page says it is being set up, and offers no second request. */
export const ReportBuilderPending: Story = {
  globals: { locale: 'en-US' },
  parameters: app('ACCESS_PENDING'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We are working on your access')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Request access' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Launch App' })).not.toBeInTheDocument();
  },
};

/** MX without access: Report Builder is still on its way to the market. */
export const ReportBuilderComingSoonInMexico: Story = {
  globals: { locale: 'es-MX' },
  parameters: app(null, { market: 'MX', user: mexicoUser }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Próximamente')).toBeVisible();
    await expect(
      canvas.getByText('Este producto llegará pronto a su mercado. Vuelva a consultar más adelante.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Solicitar acceso' })).not.toBeInTheDocument();
  },
};

/** The catalogue has not answered yet: the title and placeholder lines. */
export const ReportBuilderLoading: Story = {
  globals: { locale: 'en-US' },
  parameters: app('ACCESS_COMPLETE', { answer: never }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading Report Builder');
  },
};

/** The catalogue could not be read: the error panel offers to try again. */
export const ReportBuilderLoadFailed: Story = {
  globals: { locale: 'en-US' },
  parameters: app('ACCESS_COMPLETE', { answer: { status: 500, body: errorEnvelope(500, 'Internal Server Error') } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Something went wrong')).toBeVisible();
  },
};

/** A catalogue without Report Builder: the page says so and leads back to the apps. */
export const ReportBuilderNotOffered: Story = {
  globals: { locale: 'en-US' },
  parameters: app(null, { answer: { body: { categories: [], products: [] } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Report Builder is not available here')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your apps' })).toHaveAttribute('href', '/apps');
  },
};
