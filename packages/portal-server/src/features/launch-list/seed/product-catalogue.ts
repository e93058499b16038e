// The launch list seeded into an empty catalogue: the two categories and the child applications, with their
// words in every language, the markets and environments that offer them, and their restricted launches.
import type { Locale, Market, ProductCategory, ProductIconId, RestrictedLaunchFlag } from '@partner-insights/contracts';
import type { LEARN_MORE_KINDS } from '../launch-list.schema';

export const categoryTitles: Readonly<Record<ProductCategory, Readonly<Record<Locale, string>>>> = {
  KNOW_YOUR_CUSTOMER: {
    'en-US': 'Know your customer',
    'es-MX': 'Conozca a su cliente',
    'fr-CA': 'Connaître votre clientèle',
  },
  KNOW_YOUR_SUPPLIER: {
    'en-US': 'Know your supplier',
    'es-MX': 'Conozca a su proveedor',
    'fr-CA': 'Connaître votre fournisseur',
  },
};

/** The order the categories are shown in. */
export const categoryOrder: readonly ProductCategory[] = ['KNOW_YOUR_CUSTOMER', 'KNOW_YOUR_SUPPLIER'];

interface LearnMoreText {
  readonly title: string;
  /** What the app does, with its key notes. */
  readonly description: string;
  readonly keyNotes: readonly string[];
  /** Who may use it. */
  readonly audience: string;
  /** How to get access. */
  readonly howToGetAccess: string;
  readonly subText: string | null;
}

interface ProductText {
  readonly title: string;
  readonly description: string;
  readonly footer: string | null;
  readonly learnMore: LearnMoreText | null;
}

interface ProductOffer {
  readonly market: Market;
  readonly nonProductionOnly?: boolean;
  readonly learnMore: (typeof LEARN_MORE_KINDS)[number] | null;
}

export interface CatalogueProduct {
  readonly category: ProductCategory;
  readonly redirectUrl: string;
  readonly isNewTab: boolean;
  readonly icon: ProductIconId;
  readonly hideWhenNoAccess: readonly Market[];
  readonly analyticsId: string;
  readonly learnMoreAnalyticsId: string | null;
  readonly restrictedLaunchFlag: RestrictedLaunchFlag | null;
  /** Where the product is offered; its position in each market's list follows the catalogue's order. */
  readonly offers: readonly ProductOffer[];
  readonly texts: Readonly<Record<Locale, ProductText>>;
}

const TWO_BUSINESS_DAYS: Readonly<Record<Locale, string>> = {
  'en-US': 'New access can take up to 2 business days.',
  'es-MX': 'El nuevo acceso puede tardar hasta 2 días hábiles.',
  'fr-CA': 'Un nouvel accès peut prendre jusqu’à 2 jours ouvrables.',
};

/** Every product, in launch-list order, keyed by its code. */
export const productCatalogue = {
  SHOPPER_BEHAVIOR: {
    category: 'KNOW_YOUR_CUSTOMER',
    redirectUrl: 'https://shopper-behavior.partner-insights.test/',
    isNewTab: true,
    icon: 'basket',
    hideWhenNoAccess: [],
    analyticsId: 'launch-shopper-behavior',
    learnMoreAnalyticsId: 'learn-more-shopper-behavior',
    restrictedLaunchFlag: null,
    offers: [
      { market: 'US', learnMore: 'CONTENT' },
      { market: 'MX', learnMore: 'CONTENT' },
      { market: 'CA', learnMore: 'CONTENT' },
    ],
    texts: {
      'en-US': {
        title: 'Shopper Behavior',
        description: 'See who buys your products, how often, and what else goes in their basket.',
        footer: TWO_BUSINESS_DAYS['en-US'],
        learnMore: {
          title: 'Understand the shoppers behind your sales',
          description:
            'Shopper Behavior turns store and online transactions into a clear picture of the households that buy your items.',
          keyNotes: [
            'Track new, repeat and lapsed shoppers week by week',
            'Compare basket size and trip frequency with your category',
            'Find the items your shoppers buy alongside yours',
          ],
          audience:
            'Charter suppliers, their third-party agencies and the retailer’s associates who plan assortments, promotions and pricing.',
          howToGetAccess:
            'Select “Request access” to raise a request for Shopper Behavior. Your company admin confirms that you need it.',
          subText: TWO_BUSINESS_DAYS['en-US'],
        },
      },
      'es-MX': {
        title: 'Shopper Behavior',
        description: 'Descubra quién compra sus productos, con qué frecuencia y qué más lleva en su canasta.',
        footer: TWO_BUSINESS_DAYS['es-MX'],
        learnMore: {
          title: 'Conozca a los compradores detrás de sus ventas',
          description:
            'Shopper Behavior convierte las transacciones en tienda y en línea en una imagen clara de los hogares que compran sus artículos.',
          keyNotes: [
            'Siga semana a semana a los compradores nuevos, recurrentes e inactivos',
            'Compare el tamaño de la canasta y la frecuencia de visita con su categoría',
            'Encuentre los artículos que sus compradores llevan junto con los suyos',
          ],
          audience:
            'Proveedores charter, sus agencias externas y los asociados del minorista que planean surtido, promociones y precios.',
          howToGetAccess:
            'Seleccione “Solicitar acceso” para levantar una solicitud de Shopper Behavior. El administrador de su empresa confirma que la necesita.',
          subText: TWO_BUSINESS_DAYS['es-MX'],
        },
      },
      'fr-CA': {
        title: 'Shopper Behavior',
        description: 'Voyez qui achète vos produits, à quelle fréquence et ce qui se trouve aussi dans leur panier.',
        footer: TWO_BUSINESS_DAYS['fr-CA'],
        learnMore: {
          title: 'Comprenez les clients derrière vos ventes',
          description:
            'Shopper Behavior transforme les transactions en magasin et en ligne en un portrait clair des ménages qui achètent vos articles.',
          keyNotes: [
            'Suivez chaque semaine les nouveaux clients, les clients fidèles et ceux qui ne reviennent plus',
            'Comparez la taille du panier et la fréquence des visites à celles de votre catégorie',
            'Repérez les articles que vos clients achètent avec les vôtres',
          ],
          audience:
            'Les fournisseurs charter, leurs agences partenaires et les associés du détaillant qui planifient l’assortiment, les promotions et les prix.',
          howToGetAccess:
            'Sélectionnez « Demander l’accès » pour faire une demande pour Shopper Behavior. L’administrateur de votre entreprise confirme que vous en avez besoin.',
          subText: TWO_BUSINESS_DAYS['fr-CA'],
        },
      },
    },
  },
  REPORT_BUILDER: {
    category: 'KNOW_YOUR_SUPPLIER',
    redirectUrl: 'https://report-builder.partner-insights.test/',
    isNewTab: false,
    icon: 'report',
    hideWhenNoAccess: [],
    analyticsId: 'launch-report-builder',
    learnMoreAnalyticsId: 'learn-more-report-builder',
    restrictedLaunchFlag: null,
    offers: [
      { market: 'US', learnMore: 'CONTENT' },
      { market: 'MX', learnMore: 'COMING_SOON' },
      { market: 'CA', learnMore: 'CONTENT' },
    ],
    texts: {
      'en-US': {
        title: 'Report Builder',
        description: 'Build, schedule and share reports on your sales, inventory and store performance.',
        footer: null,
        learnMore: {
          title: 'Your data, in the report you need',
          description:
            'Report Builder lets you pick measures and attributes, filter them to the stores and weeks that matter, and deliver the result on a schedule.',
          keyNotes: [
            'Start from a template or from a blank report',
            'Schedule daily, weekly or monthly deliveries',
            'Export to a spreadsheet in one click',
          ],
          audience:
            'Every charter supplier and third-party agency user, and the retailer’s associates. Basic vendor accounts do not include it.',
          howToGetAccess:
            'Select “Request access” to raise a request. Once your company admin approves it, access can take up to 2 days.',
          subText: null,
        },
      },
      'es-MX': {
        title: 'Report Builder',
        description: 'Cree, programe y comparta informes de sus ventas, inventario y desempeño por tienda.',
        footer: null,
        learnMore: {
          title: 'Sus datos, en el informe que necesita',
          description:
            'Report Builder le permite elegir medidas y atributos, filtrarlos por las tiendas y semanas que importan y entregar el resultado de forma programada.',
          keyNotes: [
            'Empiece con una plantilla o con un informe en blanco',
            'Programe entregas diarias, semanales o mensuales',
            'Exporte a una hoja de cálculo con un clic',
          ],
          audience:
            'Todos los usuarios de proveedores charter y de agencias externas, y los asociados del minorista. Las cuentas de proveedor básico no la incluyen.',
          howToGetAccess:
            'Seleccione “Solicitar acceso” para levantar una solicitud. Una vez que el administrador de su empresa la apruebe, el acceso puede tardar hasta 2 días.',
          subText: null,
        },
      },
      'fr-CA': {
        title: 'Report Builder',
        description:
          'Créez, planifiez et partagez des rapports sur vos ventes, vos stocks et le rendement des magasins.',
        footer: null,
        learnMore: {
          title: 'Vos données, dans le rapport qu’il vous faut',
          description:
            'Report Builder vous permet de choisir des mesures et des attributs, de les filtrer selon les magasins et les semaines qui comptent, puis de livrer le résultat selon un horaire.',
          keyNotes: [
            'Partez d’un modèle ou d’un rapport vierge',
            'Planifiez des envois quotidiens, hebdomadaires ou mensuels',
            'Exportez vers un tableur en un clic',
          ],
          audience:
            'Tous les utilisateurs des fournisseurs charter et des agences partenaires, ainsi que les associés du détaillant. Les comptes de fournisseur de base ne l’incluent pas.',
          howToGetAccess:
            'Sélectionnez « Demander l’accès » pour faire une demande. Une fois la demande approuvée par l’administrateur de votre entreprise, l’accès peut prendre jusqu’à 2 jours.',
          subText: null,
        },
      },
    },
  },
  CHANNEL_INSIGHTS: {
    category: 'KNOW_YOUR_SUPPLIER',
    redirectUrl: 'https://channel-insights.partner-insights.test/',
    isNewTab: true,
    icon: 'channels',
    hideWhenNoAccess: [],
    analyticsId: 'launch-channel-insights',
    learnMoreAnalyticsId: 'learn-more-channel-insights',
    restrictedLaunchFlag: null,
    offers: [{ market: 'US', learnMore: 'CONTENT' }],
    texts: {
      'en-US': {
        title: 'Channel Insights',
        description: 'Compare how your items perform in stores, for pickup and for delivery.',
        footer: null,
        learnMore: {
          title: 'Every channel, side by side',
          description:
            'Channel Insights shows the sales, units and share of your items across store, pickup and delivery orders.',
          keyNotes: [
            'See which channel drives your growth',
            'Spot items that sell online but not in store',
            'Follow channel share over the last 52 weeks',
          ],
          audience: 'Charter suppliers and the retailer’s associates who manage in-store and online sales.',
          howToGetAccess:
            'Select “Request access” to raise a request. Channel Insights comes with your company’s charter subscription; access can take up to 2 days.',
          subText: null,
        },
      },
      'es-MX': {
        title: 'Channel Insights',
        description: 'Compare el desempeño de sus artículos en tienda, recolección y entrega a domicilio.',
        footer: null,
        learnMore: {
          title: 'Todos los canales, lado a lado',
          description:
            'Channel Insights muestra las ventas, unidades y participación de sus artículos en pedidos en tienda, de recolección y a domicilio.',
          keyNotes: [
            'Descubra qué canal impulsa su crecimiento',
            'Detecte artículos que se venden en línea pero no en tienda',
            'Siga la participación por canal de las últimas 52 semanas',
          ],
          audience: 'Proveedores charter y asociados del minorista que gestionan las ventas en tienda y en línea.',
          howToGetAccess:
            'Seleccione “Solicitar acceso” para levantar una solicitud. Channel Insights está incluida en la suscripción charter de su empresa; el acceso puede tardar hasta 2 días.',
          subText: null,
        },
      },
      'fr-CA': {
        title: 'Channel Insights',
        description: 'Comparez le rendement de vos articles en magasin, en cueillette et en livraison.',
        footer: null,
        learnMore: {
          title: 'Tous les canaux, côte à côte',
          description:
            'Channel Insights présente les ventes, les unités et la part de vos articles pour les commandes en magasin, en cueillette et en livraison.',
          keyNotes: [
            'Voyez quel canal stimule votre croissance',
            'Repérez les articles vendus en ligne, mais pas en magasin',
            'Suivez la part de chaque canal sur les 52 dernières semaines',
          ],
          audience:
            'Les fournisseurs charter et les associés du détaillant qui gèrent les ventes en magasin et en ligne.',
          howToGetAccess:
            'Sélectionnez « Demander l’accès » pour faire une demande. Channel Insights est compris dans l’abonnement charter de votre entreprise; l’accès peut prendre jusqu’à 2 jours.',
          subText: null,
        },
      },
    },
  },
  CUSTOMER_PERCEPTION: {
    category: 'KNOW_YOUR_CUSTOMER',
    redirectUrl: 'https://customer-perception.partner-insights.test/',
    isNewTab: true,
    icon: 'speech',
    hideWhenNoAccess: [],
    analyticsId: 'launch-customer-perception',
    learnMoreAnalyticsId: 'learn-more-customer-perception',
    restrictedLaunchFlag: null,
    offers: [{ market: 'US', learnMore: 'CONTENT' }],
    texts: {
      'en-US': {
        title: 'Customer Perception',
        description: 'Read what customers say about your items in ratings, reviews and surveys.',
        footer: null,
        learnMore: {
          title: 'Hear your customers',
          description:
            'Customer Perception gathers ratings, reviews and survey answers about your items and sums up the themes behind them.',
          keyNotes: [
            'Follow average ratings over time',
            'See the topics customers praise and complain about',
            'Compare your items with the category',
          ],
          audience: 'Charter suppliers and their agencies who work on product quality, packaging or marketing.',
          howToGetAccess:
            'Select “Request access” to raise a request. Your company admin confirms it, and access can take up to 2 days.',
          subText: null,
        },
      },
      'es-MX': {
        title: 'Customer Perception',
        description: 'Lea lo que opinan los clientes de sus artículos en calificaciones, reseñas y encuestas.',
        footer: null,
        learnMore: {
          title: 'Escuche a sus clientes',
          description:
            'Customer Perception reúne calificaciones, reseñas y respuestas de encuestas sobre sus artículos y resume los temas que hay detrás.',
          keyNotes: [
            'Siga el promedio de calificaciones a lo largo del tiempo',
            'Conozca los temas que los clientes elogian y de los que se quejan',
            'Compare sus artículos con la categoría',
          ],
          audience:
            'Proveedores charter y sus agencias que trabajan en la calidad, el empaque o la mercadotecnia de sus productos.',
          howToGetAccess:
            'Seleccione “Solicitar acceso” para levantar una solicitud. El administrador de su empresa la confirma y el acceso puede tardar hasta 2 días.',
          subText: null,
        },
      },
      'fr-CA': {
        title: 'Customer Perception',
        description: 'Lisez ce que les clients disent de vos articles dans les notes, les avis et les sondages.',
        footer: null,
        learnMore: {
          title: 'Écoutez vos clients',
          description:
            'Customer Perception rassemble les notes, les avis et les réponses aux sondages sur vos articles et en résume les thèmes.',
          keyNotes: [
            'Suivez l’évolution de la note moyenne',
            'Voyez les sujets que les clients apprécient et ceux qu’ils critiquent',
            'Comparez vos articles à la catégorie',
          ],
          audience:
            'Les fournisseurs charter et leurs agences qui travaillent sur la qualité, l’emballage ou le marketing de leurs produits.',
          howToGetAccess:
            'Sélectionnez « Demander l’accès » pour faire une demande. L’administrateur de votre entreprise la confirme, et l’accès peut prendre jusqu’à 2 jours.',
          subText: null,
        },
      },
    },
  },
  DIGITAL_LANDSCAPES: {
    category: 'KNOW_YOUR_CUSTOMER',
    redirectUrl: 'https://digital-landscapes.partner-insights.test/',
    isNewTab: true,
    icon: 'search',
    hideWhenNoAccess: [],
    analyticsId: 'launch-digital-landscapes',
    learnMoreAnalyticsId: 'learn-more-digital-landscapes',
    restrictedLaunchFlag: null,
    offers: [{ market: 'US', learnMore: 'CONTENT' }],
    texts: {
      'en-US': {
        title: 'Digital Landscapes',
        description: 'Follow how shoppers search, browse and add your items to their online carts.',
        footer: null,
        learnMore: {
          title: 'Win the digital shelf',
          description:
            'Digital Landscapes shows the searches that lead to your items, how often they are viewed, and how many views turn into orders.',
          keyNotes: [
            'See the search terms that bring shoppers to your items',
            'Measure views, add-to-cart rate and conversion',
            'Find the items that lose shoppers on the way',
          ],
          audience: 'Charter suppliers and agencies who manage how their items are listed and found online.',
          howToGetAccess:
            'Select “Request access” to raise a request, naming the brands you work on. Access can take up to 2 days.',
          subText: null,
        },
      },
      'es-MX': {
        title: 'Digital Landscapes',
        description: 'Siga cómo los compradores buscan, navegan y agregan sus artículos a su carrito en línea.',
        footer: null,
        learnMore: {
          title: 'Gane el anaquel digital',
          description:
            'Digital Landscapes muestra las búsquedas que llevan a sus artículos, con qué frecuencia se ven y cuántas vistas se convierten en pedidos.',
          keyNotes: [
            'Conozca los términos de búsqueda que atraen compradores a sus artículos',
            'Mida las vistas, la tasa de agregado al carrito y la conversión',
            'Encuentre los artículos en los que se pierden compradores',
          ],
          audience:
            'Proveedores charter y agencias que gestionan cómo se publican y se encuentran sus artículos en línea.',
          howToGetAccess:
            'Seleccione “Solicitar acceso” para levantar una solicitud e indique las marcas con las que trabaja. El acceso puede tardar hasta 2 días.',
          subText: null,
        },
      },
      'fr-CA': {
        title: 'Digital Landscapes',
        description:
          'Suivez comment les clients cherchent, parcourent et ajoutent vos articles à leur panier en ligne.',
        footer: null,
        learnMore: {
          title: 'Démarquez-vous sur la tablette numérique',
          description:
            'Digital Landscapes montre les recherches qui mènent à vos articles, la fréquence à laquelle ils sont consultés et combien de consultations deviennent des commandes.',
          keyNotes: [
            'Voyez les termes de recherche qui amènent les clients à vos articles',
            'Mesurez les consultations, le taux d’ajout au panier et la conversion',
            'Repérez les articles où les clients décrochent',
          ],
          audience:
            'Les fournisseurs charter et les agences qui gèrent la présentation et la visibilité de leurs articles en ligne.',
          howToGetAccess:
            'Sélectionnez « Demander l’accès » pour faire une demande en nommant les marques dont vous vous occupez. L’accès peut prendre jusqu’à 2 jours.',
          subText: null,
        },
      },
    },
  },
  INSIGHTS_ACTIVATION: {
    category: 'KNOW_YOUR_CUSTOMER',
    redirectUrl: 'https://insights-activation.partner-insights.test/',
    isNewTab: true,
    icon: 'target',
    hideWhenNoAccess: [],
    analyticsId: 'launch-insights-activation',
    learnMoreAnalyticsId: 'learn-more-insights-activation',
    restrictedLaunchFlag: 'beta',
    offers: [{ market: 'US', learnMore: 'CONTENT' }],
    texts: {
      'en-US': {
        title: 'Insights Activation',
        description: 'Turn shopper insights into audiences for your media campaigns.',
        footer: null,
        learnMore: {
          title: 'From insight to action',
          description:
            'Insights Activation builds audiences from the shopper segments you find and measures how your campaigns change their purchases.',
          keyNotes: [
            'Build audiences from shopper segments',
            'Send them to your campaign partners',
            'Measure the sales lift of each campaign',
          ],
          audience: 'Charter suppliers and agencies in the beta program who run media campaigns with the retailer.',
          howToGetAccess: 'Select “Request access” to ask to join the beta. The product team answers within 2 days.',
          subText: null,
        },
      },
      'es-MX': {
        title: 'Insights Activation',
        description: 'Convierta lo que sabe de sus compradores en audiencias para sus campañas de medios.',
        footer: null,
        learnMore: {
          title: 'Del conocimiento a la acción',
          description:
            'Insights Activation crea audiencias a partir de los segmentos de compradores que usted encuentra y mide cómo sus campañas cambian las compras.',
          keyNotes: [
            'Cree audiencias a partir de segmentos de compradores',
            'Envíelas a sus socios de campaña',
            'Mida el aumento en ventas de cada campaña',
          ],
          audience:
            'Proveedores charter y agencias del programa beta que realizan campañas de medios con el minorista.',
          howToGetAccess:
            'Seleccione “Solicitar acceso” para pedir unirse al programa beta. El equipo del producto responde en un plazo de 2 días.',
          subText: null,
        },
      },
      'fr-CA': {
        title: 'Insights Activation',
        description: 'Transformez vos connaissances sur les clients en auditoires pour vos campagnes médias.',
        footer: null,
        learnMore: {
          title: 'De la connaissance à l’action',
          description:
            'Insights Activation crée des auditoires à partir des segments de clients que vous repérez et mesure l’effet de vos campagnes sur leurs achats.',
          keyNotes: [
            'Créez des auditoires à partir de segments de clients',
            'Transmettez-les à vos partenaires de campagne',
            'Mesurez la hausse des ventes de chaque campagne',
          ],
          audience:
            'Les fournisseurs charter et les agences du programme bêta qui mènent des campagnes médias avec le détaillant.',
          howToGetAccess:
            'Sélectionnez « Demander l’accès » pour demander à joindre le programme bêta. L’équipe du produit répond dans un délai de 2 jours.',
          subText: null,
        },
      },
    },
  },
  MODULAR_INTELLIGENCE: {
    category: 'KNOW_YOUR_SUPPLIER',
    redirectUrl: 'https://modular-intelligence.partner-insights.test/',
    isNewTab: true,
    icon: 'shelves',
    hideWhenNoAccess: ['US'],
    analyticsId: 'launch-modular-intelligence',
    learnMoreAnalyticsId: null,
    restrictedLaunchFlag: null,
    offers: [{ market: 'US', learnMore: null }],
    texts: {
      'en-US': {
        title: 'Modular Intelligence',
        description: 'Plan shelf space with the sales and productivity of every item in every modular.',
        footer: null,
        learnMore: null,
      },
      'es-MX': {
        title: 'Modular Intelligence',
        description: 'Planee el espacio en anaquel con las ventas y la productividad de cada artículo en cada módulo.',
        footer: null,
        learnMore: null,
      },
      'fr-CA': {
        title: 'Modular Intelligence',
        description:
          'Planifiez l’espace en tablette selon les ventes et la productivité de chaque article dans chaque module.',
        footer: null,
        learnMore: null,
      },
    },
  },
  CUSTOMER_PULSE: {
    category: 'KNOW_YOUR_CUSTOMER',
    redirectUrl: 'https://customer-pulse.partner-insights.test/',
    isNewTab: true,
    icon: 'pulse',
    hideWhenNoAccess: ['US'],
    analyticsId: 'launch-customer-pulse',
    learnMoreAnalyticsId: null,
    restrictedLaunchFlag: 'alpha',
    offers: [{ market: 'US', nonProductionOnly: true, learnMore: null }],
    texts: {
      'en-US': {
        title: 'Customer Pulse',
        description: 'Ask a panel of real customers quick questions and get answers within days.',
        footer: null,
        learnMore: null,
      },
      'es-MX': {
        title: 'Customer Pulse',
        description: 'Haga preguntas rápidas a un panel de clientes reales y reciba respuestas en días.',
        footer: null,
        learnMore: null,
      },
      'fr-CA': {
        title: 'Customer Pulse',
        description:
          'Posez des questions rapides à un panel de vrais clients et obtenez des réponses en quelques jours.',
        footer: null,
        learnMore: null,
      },
    },
  },
} as const satisfies Record<string, CatalogueProduct>;

export type ProductCode = keyof typeof productCatalogue;
