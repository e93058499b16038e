import { errorEnvelope, type UserDetails } from '@partner-insights/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect } from 'storybook/test';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { phoneViewport, PHONE_VIEWPORT } from '../../../testing/storyParameters';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import DataSharingAddendumPage from '../DataSharingAddendum/DataSharingAddendumPage';
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
    ...phoneViewport,
    ...app('/terms'),
    docs: {
      description: {
        component:
          'The legal pages, from the content folder in the reader’s language: the terms of the reader’s company ' +
          'type (a visitor’s from the address, as an invitation links them) with their PDF, the privacy policy ' +
          'and the data sharing addendum; not published on a site, they say so.',
      },
    },
  },
} satisfies Meta<typeof LegalRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => {});

/** The terms of a supplier's users, with their PDF in the reader's language. */
export const LegalTerms: Story = {
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
};

export const LegalTermsInSpanish: Story = {
  globals: { locale: 'es-MX' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Términos y condiciones para proveedores' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const LegalTermsInFrench: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Conditions d’utilisation pour les fournisseurs' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const LegalTermsOnPhone: Story = {
  globals: { locale: 'en-US', viewport: { value: PHONE_VIEWPORT, isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Download PDF' })).toBeVisible();
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

export const LegalPrivacyPolicy: Story = {
  globals: { locale: 'en-US' },
  parameters: app('/privacyPolicy', null),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  },
};

export const LegalDataSharingAddendum: Story = {
  globals: { locale: 'en-US' },
  parameters: app('/dataSharingAddendum'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Data sharing addendum' })).toBeVisible();
  },
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
