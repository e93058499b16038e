// The support desk's configuration seeded into an empty database: the support types each market offers and,
// under each, its issues, issue types and sub-issue types, titled in the three languages.
import { ACTIVE_SUPPORT_TYPE_IDS, SUPPORT_CONFIGURATION_IDS, type Locale } from '@partner-insights/contracts';

export type LocalizedTitle = Readonly<Record<Locale, string>>;

const titled = (enUS: string, esMX: string, frCA: string): LocalizedTitle => ({
  'en-US': enUS,
  'es-MX': esMX,
  'fr-CA': frCA,
});

/** An entry of the issue list with the entries under it. */
export interface SeedIssue {
  readonly id: number;
  readonly title: LocalizedTitle;
  readonly children?: readonly SeedIssue[];
}

export interface SeedSupportType {
  readonly id: number;
  readonly title: LocalizedTitle;
  readonly issues: readonly SeedIssue[];
}

const { requestAccess, basicVendor, dataQuestions, dssToReportBuilderAttributes } = SUPPORT_CONFIGURATION_IDS;

/** The same issues for every product's support type, numbered from `firstId` so ids stay unique. */
function productIssues(firstId: number): readonly SeedIssue[] {
  return [
    {
      id: firstId,
      title: titled('Reports and dashboards', 'Informes y tableros', 'Rapports et tableaux de bord'),
      children: [
        {
          id: firstId + 1,
          title: titled('Wrong or missing data', 'Datos incorrectos o faltantes', 'Données erronées ou manquantes'),
          children: [
            {
              id: firstId + 2,
              title: titled('Numbers do not match', 'Las cifras no coinciden', 'Les chiffres ne concordent pas'),
            },
            { id: firstId + 3, title: titled('Data is late', 'Los datos llegan tarde', 'Les données sont en retard') },
          ],
        },
        {
          id: firstId + 4,
          title: titled('Performance', 'Rendimiento', 'Performance'),
          children: [
            {
              id: firstId + 5,
              title: titled('A report loads slowly', 'Un informe carga lento', 'Un rapport se charge lentement'),
            },
          ],
        },
      ],
    },
  ];
}

/** Product names stay in English in every language, as on the launch list. */
const productSupportType = (id: number, name: string, firstIssueId: number): SeedSupportType => ({
  id,
  title: titled(name, name, name),
  issues: productIssues(firstIssueId),
});

export const supportTypeCatalogue: readonly SeedSupportType[] = [
  {
    id: requestAccess.supportType,
    title: titled('Request access', 'Solicitar acceso', 'Demander l’accès'),
    issues: [
      {
        id: requestAccess.issue,
        title: titled('Access to a product', 'Acceso a un producto', 'Accès à un produit'),
        children: [
          {
            id: 3001,
            title: titled('New access', 'Acceso nuevo', 'Nouvel accès'),
            children: [
              { id: 4001, title: titled('For a supplier user', 'Para un usuario proveedor', 'Pour un fournisseur') },
              { id: 4002, title: titled('For an associate', 'Para un asociado', 'Pour un associé') },
            ],
          },
          {
            id: 3002,
            title: titled('Change of access', 'Cambio de acceso', 'Modification de l’accès'),
            children: [
              { id: 4003, title: titled('Add a product', 'Agregar un producto', 'Ajouter un produit') },
              { id: 4004, title: titled('Remove a product', 'Quitar un producto', 'Retirer un produit') },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 1464,
    title: titled('Technical issue', 'Problema técnico', 'Problème technique'),
    issues: [
      {
        id: 2101,
        title: titled('Signing in', 'Inicio de sesión', 'Connexion'),
        children: [
          {
            id: 3101,
            title: titled('Cannot sign in', 'No puedo iniciar sesión', 'Impossible de me connecter'),
            children: [
              { id: 4101, title: titled('Password', 'Contraseña', 'Mot de passe') },
              { id: 4102, title: titled('Account locked', 'Cuenta bloqueada', 'Compte verrouillé') },
            ],
          },
        ],
      },
    ],
  },
  {
    id: basicVendor.supportType,
    title: titled('Basic vendor support', 'Soporte para proveedores básicos', 'Soutien aux fournisseurs de base'),
    issues: [
      {
        id: basicVendor.issue,
        title: titled('Basic vendor account', 'Cuenta de proveedor básico', 'Compte de fournisseur de base'),
        children: [
          {
            id: 3201,
            title: titled('Account details', 'Datos de la cuenta', 'Renseignements du compte'),
            children: [
              {
                id: 4201,
                title: titled(
                  'Update company information',
                  'Actualizar los datos de la empresa',
                  'Mettre à jour les renseignements de l’entreprise',
                ),
              },
            ],
          },
        ],
      },
    ],
  },
  productSupportType(1466, 'Shopper Behavior', 5000),
  productSupportType(1467, 'Report Builder', 5010),
  productSupportType(1468, 'Channel Performance', 5020),
  productSupportType(1469, 'Customer Perception', 5030),
  productSupportType(1470, 'Digital Landscapes', 5040),
  productSupportType(1471, 'Insights Activation', 5050),
  {
    id: dssToReportBuilderAttributes,
    title: titled(
      'DSS to Report Builder attributes',
      'Atributos de DSS a Report Builder',
      'Attributs de DSS vers Report Builder',
    ),
    issues: [
      {
        id: 2201,
        title: titled('Attribute mapping', 'Correspondencia de atributos', 'Correspondance des attributs'),
        children: [
          {
            id: 3301,
            title: titled('Missing attribute', 'Atributo faltante', 'Attribut manquant'),
            children: [{ id: 4301, title: titled('Item attribute', 'Atributo de artículo', 'Attribut d’article') }],
          },
        ],
      },
    ],
  },
  {
    id: dataQuestions,
    title: titled('Data questions', 'Preguntas sobre los datos', 'Questions sur les données'),
    issues: [
      {
        id: 2301,
        title: titled('Data definitions', 'Definiciones de datos', 'Définitions des données'),
        children: [
          {
            id: 3401,
            title: titled('Metric definition', 'Definición de una métrica', 'Définition d’un indicateur'),
            children: [{ id: 4401, title: titled('Sales metrics', 'Métricas de ventas', 'Indicateurs de ventes') }],
          },
        ],
      },
    ],
  },
];

/** Each market offers its active support types in the order the spec's constants list them. */
export const supportTypeOrder = ACTIVE_SUPPORT_TYPE_IDS;
