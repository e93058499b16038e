import type {
  AccessStatus,
  KbTopArticles,
  LaunchCatalogue,
  LaunchProduct,
  Locale,
  Market,
  ProductCategory,
  ProductIconId,
  RestrictedLaunchInfo,
} from '@partner-insights/contracts';
import { resolveLocale } from '@partner-insights/contracts';
import type { Fixture, Fixtures } from '../../../testing/fixtureTransport';

// Launch-list answers for the Apps page's tests and stories, shaped as the server answers them.

type ProductCode =
  | 'SHOPPER_BEHAVIOR'
  | 'REPORT_BUILDER'
  | 'CHANNEL_INSIGHTS'
  | 'CUSTOMER_PERCEPTION'
  | 'DIGITAL_LANDSCAPES'
  | 'INSIGHTS_ACTIVATION'
  | 'MODULAR_INTELLIGENCE'
  | 'CUSTOMER_PULSE';

interface ProductFacts {
  readonly code: ProductCode;
  readonly title: string;
  readonly icon: ProductIconId;
  readonly category: ProductCategory;
  readonly isNewTab: boolean;
  readonly hideWhenNoAccess: readonly Market[];
}

const product = (
  code: ProductCode,
  title: string,
  icon: ProductIconId,
  category: ProductCategory,
  { isNewTab = false, hiddenInUS = false } = {},
): ProductFacts => ({ code, title, icon, category, isNewTab, hideWhenNoAccess: hiddenInUS ? ['US'] : [] });

const PRODUCTS: readonly ProductFacts[] = [
  product('SHOPPER_BEHAVIOR', 'Shopper Behavior', 'basket', 'KNOW_YOUR_CUSTOMER'),
  product('CUSTOMER_PERCEPTION', 'Customer Perception', 'speech', 'KNOW_YOUR_CUSTOMER', { isNewTab: true }),
  product('INSIGHTS_ACTIVATION', 'Insights Activation', 'target', 'KNOW_YOUR_CUSTOMER'),
  product('CUSTOMER_PULSE', 'Customer Pulse', 'pulse', 'KNOW_YOUR_CUSTOMER', { hiddenInUS: true }),
  product('REPORT_BUILDER', 'Report Builder', 'report', 'KNOW_YOUR_SUPPLIER'),
  product('CHANNEL_INSIGHTS', 'Channel Insights', 'channels', 'KNOW_YOUR_SUPPLIER', { isNewTab: true }),
  product('DIGITAL_LANDSCAPES', 'Digital Landscapes', 'search', 'KNOW_YOUR_SUPPLIER'),
  product('MODULAR_INTELLIGENCE', 'Modular Intelligence', 'shelves', 'KNOW_YOUR_SUPPLIER', { hiddenInUS: true }),
];

interface LocalTexts {
  readonly categories: Readonly<Record<ProductCategory, string>>;
  readonly descriptions: Readonly<Record<ProductCode, string>>;
  readonly footer: string;
  readonly learnMore: {
    readonly description: string;
    readonly keyNotes: readonly string[];
    readonly audience: string;
    readonly howToGetAccess: string;
    readonly subText: string;
  };
}

const TEXTS: Readonly<Record<Locale, LocalTexts>> = {
  'en-US': {
    categories: { KNOW_YOUR_CUSTOMER: 'Know your customer', KNOW_YOUR_SUPPLIER: 'Know your business' },
    descriptions: {
      SHOPPER_BEHAVIOR: 'See who buys your products, how often, and what else is in their basket.',
      REPORT_BUILDER: 'Build and schedule your own reports from sales, inventory and shopper data.',
      CHANNEL_INSIGHTS: 'Compare how your items sell in stores and online, week by week.',
      CUSTOMER_PERCEPTION: 'Hear what shoppers say about your products in ratings and surveys.',
      DIGITAL_LANDSCAPES: 'Track search visibility and digital shelf share for your brands.',
      INSIGHTS_ACTIVATION: 'Turn shopper insights into audiences for your campaigns.',
      MODULAR_INTELLIGENCE: 'Plan shelf modules with space and sales performance side by side.',
      CUSTOMER_PULSE: 'Weekly pulse surveys of shoppers in your categories.',
    },
    footer: 'Data refreshed weekly',
    learnMore: {
      description: 'Understand how shoppers feel about your products, and why.',
      keyNotes: ['Ratings and reviews by item', 'Survey answers by region', 'Themes that drive satisfaction'],
      audience: 'Charter suppliers and their agencies.',
      howToGetAccess: 'Select “Request access”; your company admin confirms it.',
      subText: 'Access can take up to 2 business days once requested.',
    },
  },
  'es-MX': {
    categories: { KNOW_YOUR_CUSTOMER: 'Conozca a su cliente', KNOW_YOUR_SUPPLIER: 'Conozca su negocio' },
    descriptions: {
      SHOPPER_BEHAVIOR: 'Vea quién compra sus productos, con qué frecuencia y qué más lleva en su canasta.',
      REPORT_BUILDER: 'Cree y programe sus propios informes con datos de ventas, inventario y compradores.',
      CHANNEL_INSIGHTS: 'Compare cómo se venden sus artículos en tienda y en línea, semana a semana.',
      CUSTOMER_PERCEPTION: 'Conozca lo que dicen los compradores de sus productos en calificaciones y encuestas.',
      DIGITAL_LANDSCAPES: 'Siga la visibilidad en búsquedas y la participación digital de sus marcas.',
      INSIGHTS_ACTIVATION: 'Convierta el conocimiento de los compradores en audiencias para sus campañas.',
      MODULAR_INTELLIGENCE: 'Planee módulos de anaquel con espacio y ventas lado a lado.',
      CUSTOMER_PULSE: 'Encuestas semanales a compradores de sus categorías.',
    },
    footer: 'Datos actualizados cada semana',
    learnMore: {
      description: 'Entienda qué opinan los compradores de sus productos y por qué.',
      keyNotes: [
        'Calificaciones y reseñas por artículo',
        'Respuestas de encuestas por región',
        'Temas que impulsan la satisfacción',
      ],
      audience: 'Proveedores charter y sus agencias.',
      howToGetAccess: 'Seleccione “Solicitar acceso”; el administrador de su empresa lo confirma.',
      subText: 'El acceso puede tardar hasta 2 días hábiles después de solicitarlo.',
    },
  },
  'fr-CA': {
    categories: { KNOW_YOUR_CUSTOMER: 'Connaître votre client', KNOW_YOUR_SUPPLIER: 'Connaître votre entreprise' },
    descriptions: {
      SHOPPER_BEHAVIOR:
        'Découvrez qui achète vos produits, à quelle fréquence et ce qu’il y a d’autre dans leur panier.',
      REPORT_BUILDER: 'Créez et planifiez vos propres rapports à partir des ventes, des stocks et des données clients.',
      CHANNEL_INSIGHTS: 'Comparez les ventes de vos articles en magasin et en ligne, semaine après semaine.',
      CUSTOMER_PERCEPTION: 'Voyez ce que les clients disent de vos produits dans les avis et les sondages.',
      DIGITAL_LANDSCAPES: 'Suivez la visibilité en recherche et la part de tablette numérique de vos marques.',
      INSIGHTS_ACTIVATION: 'Transformez vos connaissances clients en audiences pour vos campagnes.',
      MODULAR_INTELLIGENCE: 'Planifiez vos modules de tablettes en comparant espace et ventes.',
      CUSTOMER_PULSE: 'Sondages hebdomadaires auprès des clients de vos catégories.',
    },
    footer: 'Données actualisées chaque semaine',
    learnMore: {
      description: 'Comprenez ce que les clients pensent de vos produits, et pourquoi.',
      keyNotes: [
        'Notes et avis par article',
        'Réponses aux sondages par région',
        'Thèmes qui influencent la satisfaction',
      ],
      audience: 'Les fournisseurs charter et leurs agences.',
      howToGetAccess: 'Sélectionnez « Demander l’accès »; l’administrateur de votre entreprise le confirme.',
      subText: 'L’accès peut prendre jusqu’à 2 jours ouvrables après la demande.',
    },
  },
};

/** What the US production catalogue holds; MX and CA offer only Shopper Behavior and Report Builder. */
const US_PRODUCTION: readonly ProductCode[] = PRODUCTS.map((facts) => facts.code).filter(
  (code) => code !== 'CUSTOMER_PULSE',
);
const MX_CA: readonly ProductCode[] = ['SHOPPER_BEHAVIOR', 'REPORT_BUILDER'];

export interface CatalogueOptions {
  readonly locale?: Locale;
  readonly market?: Market;
  /** A non-production host: US adds Customer Pulse. */
  readonly nonProduction?: boolean;
  /** The user's access per product; the rest have none. */
  readonly access?: Readonly<Partial<Record<ProductCode, AccessStatus>>>;
}

function launchProduct(facts: ProductFacts, texts: LocalTexts, market: Market, access: CatalogueOptions['access']) {
  const { code, title, icon, category, isNewTab, hideWhenNoAccess } = facts;
  const comingSoon = market === 'MX' && code === 'REPORT_BUILDER';
  const slug = code.toLowerCase().replaceAll('_', '-');
  const entry: LaunchProduct = {
    id: `product-${code}`,
    code,
    title,
    description: texts.descriptions[code],
    icon,
    footer: code === 'SHOPPER_BEHAVIOR' ? texts.footer : null,
    category,
    redirectUrl: `https://${slug}.partner-insights.test/`,
    isNewTab,
    hideWhenNoAccess: [...hideWhenNoAccess],
    analyticsID: `launch-${slug}`,
    learnMore: comingSoon
      ? { comingSoon: true }
      : {
          comingSoon: false,
          title,
          ...texts.learnMore,
          keyNotes: [...texts.learnMore.keyNotes],
          imageKey: null,
          analyticsID: `learn-more-${slug}`,
        },
    accessStatus: access?.[code] ?? null,
  };
  return entry;
}

/** The launch list the server answers for a market, environment and language, with the given access. */
export function launchCatalogue({
  locale = 'en-US',
  market = 'US',
  nonProduction = false,
  access = {},
}: CatalogueOptions = {}): LaunchCatalogue {
  const texts = TEXTS[locale];
  const offered = market === 'US' ? (nonProduction ? PRODUCTS.map((facts) => facts.code) : US_PRODUCTION) : MX_CA;
  return {
    categories: (['KNOW_YOUR_CUSTOMER', 'KNOW_YOUR_SUPPLIER'] as const).map((id) => ({
      id,
      title: texts.categories[id],
    })),
    products: PRODUCTS.filter((facts) => offered.includes(facts.code)).map((facts) =>
      launchProduct(facts, texts, market, access),
    ),
  };
}

export const RESTRICTED_LAUNCH: RestrictedLaunchInfo = [
  { code: 'INSIGHTS_ACTIVATION', restricted_launch_flag: 'beta' },
  { code: 'CUSTOMER_PULSE', restricted_launch_flag: 'alpha' },
];

/** The acme admin's access: most products launchable, one requested, one not yet. */
export const ADMIN_ACCESS: CatalogueOptions['access'] = {
  SHOPPER_BEHAVIOR: 'ACCESS_COMPLETE',
  REPORT_BUILDER: 'ACCESS_COMPLETE',
  CHANNEL_INSIGHTS: 'ACCESS_COMPLETE',
  DIGITAL_LANDSCAPES: 'ACCESS_PENDING',
  INSIGHTS_ACTIVATION: 'ACCESS_COMPLETE',
  MODULAR_INTELLIGENCE: 'ACCESS_COMPLETE',
};

const TOP_ARTICLE_TITLES: Readonly<Record<Locale, readonly [string, string]>> = {
  'en-US': ['Getting started with Partner Insights', 'Reading your first Shopper Behavior report'],
  'es-MX': ['Primeros pasos con Partner Insights', 'Cómo leer su primer informe de Shopper Behavior'],
  'fr-CA': ['Premiers pas avec Partner Insights', 'Lire votre premier rapport Shopper Behavior'],
};

/** The articles the server offers a charter user under the launch list, in `locale`. */
export const topArticles = (locale: Locale): KbTopArticles => ({
  articles: [
    { contentId: 'getting-started-with-partner-insights', title: TOP_ARTICLE_TITLES[locale][0] },
    { contentId: 'reading-your-first-shopper-behavior-report', title: TOP_ARTICLE_TITLES[locale][1] },
  ],
});

/** The launch-list calls answered from `options`, the catalogue in the language the request asks for. */
export function launchListFixtures(options: Omit<CatalogueOptions, 'locale'> = {}, catalogue?: Fixture): Fixtures {
  return {
    'GET /api/products':
      catalogue ??
      ((request) => ({
        body: launchCatalogue({ ...options, locale: resolveLocale(request.headers['accept-language']) }),
      })),
    'GET /api/v1/products': { body: RESTRICTED_LAUNCH },
    'GET /api/knowledgeBaseTopArticle': (request) => ({
      body: topArticles(resolveLocale(request.headers['accept-language'])),
    }),
  };
}
