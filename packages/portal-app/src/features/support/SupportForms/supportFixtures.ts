import type { Locale, SupportConfiguration, SupportIssue } from '@partner-insights/contracts';
import type { Fixture, FixtureReply, Fixtures } from '../../../testing/fixtureTransport';

export const SUPPORT_CONFIGURATION_ROUTE = 'GET /api/analyticsReports';
export const CREATE_TICKET_ROUTE = 'POST /api/incidents';
export const CONTACT_US_ROUTE = 'POST /api/lcs/contact-us';

type Titles = Readonly<Record<Locale, string>>;
const t = (enUS: string, esMX: string, frCA: string): Titles => ({ 'en-US': enUS, 'es-MX': esMX, 'fr-CA': frCA });

const issue = (id: number, parentId: number | null, level: SupportIssue['level'], title: Titles) => ({
  id,
  parentId,
  level,
  title,
});

/** Part of the US site's support configuration as the server seeds it, in its three languages. */
const supportTypes = [
  { id: 1463, title: t('Request access', 'Solicitar acceso', 'Demander l’accès') },
  { id: 1464, title: t('Technical issue', 'Problema técnico', 'Problème technique') },
  { id: 1467, title: t('Report Builder', 'Report Builder', 'Report Builder') },
];
const issueGroups = [
  {
    supportTypeId: 1463,
    items: [
      issue(2047, null, 1, t('Access to a product', 'Acceso a un producto', 'Accès à un produit')),
      issue(3001, 2047, 2, t('New access', 'Acceso nuevo', 'Nouvel accès')),
      issue(4001, 3001, 3, t('For a supplier user', 'Para un usuario proveedor', 'Pour un fournisseur')),
    ],
  },
  {
    supportTypeId: 1464,
    items: [
      issue(2101, null, 1, t('Signing in', 'Inicio de sesión', 'Connexion')),
      issue(3101, 2101, 2, t('Cannot sign in', 'No puedo iniciar sesión', 'Impossible de me connecter')),
      issue(4101, 3101, 3, t('Password', 'Contraseña', 'Mot de passe')),
    ],
  },
  {
    supportTypeId: 1467,
    items: [
      issue(
        5010,
        null,
        1,
        t('Wrong or missing data', 'Datos incorrectos o faltantes', 'Données erronées ou manquantes'),
      ),
      issue(5011, 5010, 2, t('Numbers do not match', 'Las cifras no coinciden', 'Les chiffres ne concordent pas')),
      issue(5012, 5011, 3, t('Sales', 'Ventas', 'Ventes')),
    ],
  },
];

/** The configuration in the language the call's `locale` header asks for. */
export function supportConfiguration(locale: Locale, { basicVendor = false } = {}): SupportConfiguration {
  const accountTypes = [
    { id: 25 as const, title: t('Supplier', 'Proveedor', 'Fournisseur')[locale] },
    { id: 23 as const, title: t('Associate', 'Asociado', 'Associé')[locale] },
  ];
  return {
    accountTypes: basicVendor ? accountTypes.slice(0, 1) : accountTypes,
    supportTypes: supportTypes.map(({ id, title }) => ({ id, title: title[locale] })),
    issueGroups: issueGroups.map(({ supportTypeId, items }) => ({
      supportTypeId,
      items: items.map(({ title, ...item }) => ({ ...item, title: title[locale] })),
    })),
  };
}

const answeredInLocale: Fixture = (request) => ({
  body: supportConfiguration((request.headers['locale'] as Locale | undefined) ?? 'en-US'),
});

/** A reply that takes a moment, as a post over the network does: the form shows it is sending meanwhile. */
export const afterAMoment = (reply: FixtureReply) => (): Promise<FixtureReply> =>
  new Promise((resolve) => setTimeout(() => resolve(reply), 50));

/** The server answers of the support pages, with `overrides` replacing any of them. */
export const supportFixtures = (overrides: Fixtures = {}): Fixtures => ({
  [SUPPORT_CONFIGURATION_ROUTE]: answeredInLocale,
  [CREATE_TICKET_ROUTE]: afterAMoment({
    status: 201,
    body: { incidentId: '8d1f0e4c-5a8b-4f7e-9a61-3c2b7d9e0f11', referenceNumber: '261122-000042' },
  }),
  [CONTACT_US_ROUTE]: afterAMoment({ status: 201, body: { requestId: '2b7c9d1e-4f3a-4b6c-8d2e-9f0a1b2c3d4e' } }),
  ...overrides,
});
