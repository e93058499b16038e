import { errorEnvelope, type UserDetails } from '@partner-insights/contracts';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect } from 'storybook/test';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import DataSharingAddendumPage from '../DataSharingAddendum/DataSharingAddendumPage';
import InsightsPage from '../Insights/InsightsPage';
import LandingPage from '../Landing/LandingPage';
import PrivacyPolicyPage from '../PrivacyPolicy/PrivacyPolicyPage';
import TermsPage from '../Terms/TermsPage';
import { legalFixtures } from './legalFixtures';

const canadian: UserDetails = {
  ...users.supplierAdmin,
  tenant: { id: 'maple-goods', name: 'Maple Goods', type: 'SUPPLIER' },
  site_id: 'CA',
};

const app = (path: string, user: UserDetails | null = canadian, fixtures: Fixtures = {}) => ({
  app: { user, site: 'CA', path, fixtures: legalFixtures(fixtures) } satisfies AppStoryParameters,
});

function LegalRoutes() {
  return (
    <main>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/articles/insights" element={<InsightsPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacyPolicy" element={<PrivacyPolicyPage />} />
        <Route path="/dataSharingAddendum" element={<DataSharingAddendumPage />} />
      </Routes>
    </main>
  );
}

const meta = {
  title: 'App/Pages/Legal',
  component: LegalRoutes,
  decorators: [withAppProviders],
  parameters: {
    ...app('/terms'),
    docs: {
      description: {
        component:
          'The legal and public pages, from the content folder in the reader’s language: the landing with the way in, ' +
          'the insights article, the terms of the reader’s company ' +
          'type (a visitor’s from the address, as an invitation links them) with their PDF, the privacy policy ' +
          'and the data sharing addendum; not published on a site, they say so.',
      },
    },
  },
} satisfies Meta<typeof LegalRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => {});

/** Finds the document's title as the page's heading, in the language the story reads in. */
const showsTitle =
  (name: string) =>
  async ({ canvas }: Pick<StoryContext, 'canvas'>) => {
    await expect(await canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 })).toBeVisible();
  };

/** The landing, for a visitor: what the portal offers and the way in; in every language at both widths (page-shots). */
export const LegalLanding: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  parameters: {
    ...app('/', null),
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await expect(
            await canvas.findByRole('heading', { level: 1, name: 'Le damos la bienvenida a Partner Insights' }),
          ).toBeVisible();
          await expect(canvas.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
        },
        'fr-CA': async ({ canvas }: StoryContext) => {
          await expect(
            await canvas.findByRole('heading', { level: 1, name: 'Bienvenue sur Partner Insights' }),
          ).toBeVisible();
          await expect(canvas.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome to Partner Insights' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

/** The insights article, for anyone; in every language at both widths (page-shots). */
export const LegalInsights: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  parameters: {
    ...app('/articles/insights', null),
    pageShots: {
      plays: {
        'es-MX': showsTitle('Cómo usan Partner Insights los proveedores'),
        'fr-CA': showsTitle('Comment les fournisseurs utilisent Partner Insights'),
      },
    },
  },
  play: showsTitle('How suppliers use Partner Insights'),
};

/** The terms of a supplier's users, with their PDF in the reader's language; in every language at both widths (page-shots). */
export const LegalTerms: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Terms and conditions for suppliers' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/content-management/terms-and-conditions/supplier-terms-and-conditions/pdf?locale=en-US',
    );
  },
  parameters: {
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await expect(
            await canvas.findByRole('heading', { level: 1, name: 'Términos y condiciones para proveedores' }),
          ).toBeVisible();
          await expect(canvas.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute(
            'href',
            '/api/content-management/terms-and-conditions/supplier-terms-and-conditions/pdf?locale=es-MX',
          );
        },
        'fr-CA': showsTitle('Conditions d’utilisation pour les fournisseurs'),
      },
    },
  },
};

/** A visitor from an invitation reads the terms of the company type the link names. */
export const LegalTermsForInvitation: Story = {
  globals: { locale: 'en-US' },
  parameters: app('/terms?companyType=basic-vendor', null),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Terms and conditions for basic vendors' }),
    ).toBeVisible();
  },
};

/** The privacy policy, for anyone; in every language at both widths (page-shots). */
export const LegalPrivacyPolicy: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  parameters: {
    ...app('/privacyPolicy', null),
    pageShots: {
      plays: { 'es-MX': showsTitle('Política de privacidad'), 'fr-CA': showsTitle('Politique de confidentialité') },
    },
  },
  play: showsTitle('Privacy policy'),
};

/** The data sharing addendum of the reader's company; in every language at both widths (page-shots). */
export const LegalDataSharingAddendum: Story = {
  tags: ['page-shots'],
  globals: { locale: 'en-US' },
  parameters: {
    ...app('/dataSharingAddendum'),
    pageShots: {
      plays: {
        'es-MX': showsTitle('Anexo de intercambio de datos'),
        'fr-CA': showsTitle('Addenda sur le partage de données'),
      },
    },
  },
  play: showsTitle('Data sharing addendum'),
};

/** A document the site does not publish. */
export const LegalNotPublished: Story = {
  globals: { locale: 'en-US' },
  parameters: app('/terms', canadian, {
    'GET /api/content-fragments/details': { status: 404, body: errorEnvelope(404, 'Not published') },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This page is not available')).toBeVisible();
  },
};

export const LegalLoading: Story = {
  globals: { locale: 'en-US' },
  parameters: app('/terms', canadian, { 'GET /api/content-fragments/details': never }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
  },
};

export const LegalLoadFailed: Story = {
  globals: { locale: 'en-US' },
  parameters: app('/terms', canadian, {
    'GET /api/content-fragments/details': { status: 500, body: errorEnvelope(500, 'Failed') },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Something went wrong')).toBeVisible();
  },
};
