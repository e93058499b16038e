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

/** An entry titled in the three languages, with the entries under it. */
const entry = (id: number, title: LocalizedTitle, children?: readonly SeedIssue[]): SeedIssue =>
  children ? { id, title, children } : { id, title };

/**
 * What every product's support type lists, numbered from `firstId` (the first six ids, in steps of 10 per product)
 * and from `moreFrom` (the rest, in steps of 100), so ids stay unique and the first ones keep the tickets on them.
 */
function productIssues(firstId: number, moreFrom: number): readonly SeedIssue[] {
  return [
    entry(firstId, titled('Reports and dashboards', 'Informes y tableros', 'Rapports et tableaux de bord'), [
      entry(
        firstId + 1,
        titled('Wrong or missing data', 'Datos incorrectos o faltantes', 'Données erronées ou manquantes'),
        [
          entry(
            firstId + 2,
            titled('Numbers do not match', 'Las cifras no coinciden', 'Les chiffres ne concordent pas'),
          ),
          entry(firstId + 3, titled('Data is late', 'Los datos llegan tarde', 'Les données sont en retard')),
        ],
      ),
      entry(firstId + 4, titled('Performance', 'Rendimiento', 'Performance'), [
        entry(
          firstId + 5,
          titled('A report loads slowly', 'Un informe carga lentamente', 'Un rapport se charge lentement'),
        ),
      ]),
    ]),
    entry(moreFrom, titled('Opening the app', 'Abrir la aplicación', 'Ouverture de l’application'), [
      entry(moreFrom + 1, titled('The app does not open', 'La aplicación no abre', 'L’application ne s’ouvre pas'), [
        entry(
          moreFrom + 2,
          titled('An error message shows', 'Aparece un mensaje de error', 'Un message d’erreur s’affiche'),
        ),
        entry(moreFrom + 3, titled('The page stays blank', 'La página queda en blanco', 'La page reste vide')),
      ]),
      entry(moreFrom + 4, titled('Something is missing', 'Falta algo', 'Il manque quelque chose'), [
        entry(
          moreFrom + 5,
          titled('A menu or tab is missing', 'Falta un menú o una pestaña', 'Il manque un menu ou un onglet'),
        ),
      ]),
    ]),
    entry(
      moreFrom + 10,
      titled('Exports and downloads', 'Exportaciones y descargas', 'Exportations et téléchargements'),
      [
        entry(moreFrom + 11, titled('An export fails', 'Una exportación falla', 'Une exportation échoue'), [
          entry(moreFrom + 12, titled('Excel export', 'Exportación a Excel', 'Exportation Excel')),
          entry(moreFrom + 13, titled('CSV export', 'Exportación a CSV', 'Exportation CSV')),
        ]),
        entry(moreFrom + 14, titled('A file is incomplete', 'Un archivo está incompleto', 'Un fichier est incomplet'), [
          entry(moreFrom + 15, titled('Rows are missing', 'Faltan filas', 'Il manque des lignes')),
        ]),
      ],
    ),
    entry(moreFrom + 20, titled('How to use it', 'Cómo usarla', 'Mode d’emploi'), [
      entry(moreFrom + 21, titled('Building reports', 'Crear informes', 'Création de rapports'), [
        entry(moreFrom + 22, titled('Build a new report', 'Crear un informe nuevo', 'Créer un rapport')),
        entry(moreFrom + 23, titled('Share a report', 'Compartir un informe', 'Partager un rapport')),
      ]),
      entry(moreFrom + 24, titled('Definitions', 'Definiciones', 'Définitions'), [
        entry(moreFrom + 25, titled('A metric or column', 'Una métrica o columna', 'Un indicateur ou une colonne')),
      ]),
    ]),
  ];
}

/** Product names stay in English in every language, as on the launch list. */
const productSupportType = (id: number, name: string, firstIssueId: number, moreFrom: number): SeedSupportType => ({
  id,
  title: titled(name, name, name),
  issues: productIssues(firstIssueId, moreFrom),
});

export const supportTypeCatalogue: readonly SeedSupportType[] = [
  {
    id: requestAccess.supportType,
    title: titled('Request access', 'Solicitar acceso', 'Demander l’accès'),
    issues: [
      entry(requestAccess.issue, titled('Access to a product', 'Acceso a un producto', 'Accès à un produit'), [
        entry(3001, titled('New access', 'Acceso nuevo', 'Nouvel accès'), [
          entry(4001, titled('For a supplier user', 'Para un usuario proveedor', 'Pour un fournisseur')),
          entry(4002, titled('For an associate', 'Para un asociado', 'Pour un associé')),
        ]),
        entry(3002, titled('Change of access', 'Cambio de acceso', 'Modification de l’accès'), [
          entry(4003, titled('Add a product', 'Agregar un producto', 'Ajouter un produit')),
          entry(4004, titled('Remove a product', 'Quitar un producto', 'Retirer un produit')),
        ]),
      ]),
      entry(2048, titled('Role change', 'Cambio de rol', 'Changement de rôle'), [
        entry(3003, titled('Company administrator', 'Administrador de la empresa', 'Administrateur de l’entreprise'), [
          entry(
            4005,
            titled(
              'Make a user an administrator',
              'Hacer administrador a un usuario',
              'Nommer un utilisateur administrateur',
            ),
          ),
          entry(
            4006,
            titled(
              'Remove administrator rights',
              'Quitar los permisos de administrador',
              'Retirer les droits d’administrateur',
            ),
          ),
        ]),
        entry(3004, titled('Third-party partner', 'Socio externo', 'Partenaire externe'), [
          entry(
            4007,
            titled(
              'Let an agency see our data',
              'Permitir que una agencia vea nuestros datos',
              'Permettre à une agence de voir nos données',
            ),
          ),
          entry(
            4008,
            titled('End an agency’s access', 'Terminar el acceso de una agencia', 'Mettre fin à l’accès d’une agence'),
          ),
        ]),
      ]),
      entry(2049, titled('Remove access', 'Retirar acceso', 'Retrait d’accès'), [
        entry(
          3005,
          titled('A user left the company', 'Un usuario dejó la empresa', 'Un utilisateur a quitté l’entreprise'),
          [
            entry(4009, titled('Remove all their access', 'Retirar todo su acceso', 'Retirer tous ses accès')),
            entry(
              4010,
              titled(
                'Hand their reports to someone',
                'Transferir sus informes a otra persona',
                'Transférer ses rapports',
              ),
            ),
          ],
        ),
        entry(
          3006,
          titled('A product is no longer needed', 'Ya no se necesita un producto', 'Un produit n’est plus utile'),
          [
            entry(4011, titled('For one user', 'Para un usuario', 'Pour un utilisateur')),
            entry(4012, titled('For the whole team', 'Para todo el equipo', 'Pour toute l’équipe')),
          ],
        ),
      ]),
    ],
  },
  {
    id: 1464,
    title: titled('Technical issue', 'Problema técnico', 'Problème technique'),
    issues: [
      entry(2101, titled('Signing in', 'Inicio de sesión', 'Connexion'), [
        entry(3101, titled('Cannot sign in', 'No puedo iniciar sesión', 'Impossible de me connecter'), [
          entry(4101, titled('Password', 'Contraseña', 'Mot de passe')),
          entry(4102, titled('Account locked', 'Cuenta bloqueada', 'Compte verrouillé')),
          entry(
            4103,
            titled(
              'Invitation email not received',
              'No recibí el correo de invitación',
              'Courriel d’invitation non reçu',
            ),
          ),
        ]),
        entry(3102, titled('Signed out unexpectedly', 'La sesión se cerró sola', 'Déconnexion imprévue'), [
          entry(
            4104,
            titled('The session ends too soon', 'La sesión termina muy pronto', 'La session se termine trop tôt'),
          ),
          entry(
            4105,
            titled(
              'Sent back to the sign-in page',
              'Regreso a la página de inicio de sesión',
              'Retour à la page de connexion',
            ),
          ),
        ]),
      ]),
      entry(2102, titled('Launching an app', 'Abrir una aplicación', 'Lancement d’une application'), [
        entry(3103, titled('An app does not open', 'Una aplicación no abre', 'Une application ne s’ouvre pas'), [
          entry(4106, titled('An error message shows', 'Aparece un mensaje de error', 'Un message d’erreur s’affiche')),
          entry(4107, titled('The page stays blank', 'La página queda en blanco', 'La page reste vide')),
        ]),
        entry(
          3104,
          titled(
            'An app is missing from my list',
            'Falta una aplicación en mi lista',
            'Il manque une application dans ma liste',
          ),
          [
            entry(
              4108,
              titled(
                'Access granted but not shown',
                'Acceso otorgado pero no aparece',
                'Accès accordé, mais non affiché',
              ),
            ),
            entry(
              4109,
              titled('Still shown as pending', 'Sigue apareciendo como pendiente', 'Toujours indiqué en attente'),
            ),
          ],
        ),
      ]),
      entry(2103, titled('Reports and data', 'Informes y datos', 'Rapports et données'), [
        entry(3105, titled('A report does not load', 'Un informe no carga', 'Un rapport ne se charge pas'), [
          entry(4110, titled('It keeps loading', 'Se queda cargando', 'Le chargement ne finit pas')),
          entry(4111, titled('It shows an error', 'Muestra un error', 'Il affiche une erreur')),
        ]),
        entry(3106, titled('Filters do not work', 'Los filtros no funcionan', 'Les filtres ne fonctionnent pas'), [
          entry(4112, titled('A filter has no values', 'Un filtro no tiene valores', 'Un filtre n’a aucune valeur')),
          entry(
            4113,
            titled('Results ignore a filter', 'Los resultados ignoran un filtro', 'Les résultats ignorent un filtre'),
          ),
        ]),
      ]),
      entry(2104, titled('Exports and downloads', 'Exportaciones y descargas', 'Exportations et téléchargements'), [
        entry(3107, titled('An export fails', 'Una exportación falla', 'Une exportation échoue'), [
          entry(4114, titled('Excel export', 'Exportación a Excel', 'Exportation Excel')),
          entry(4115, titled('CSV export', 'Exportación a CSV', 'Exportation CSV')),
        ]),
        entry(
          3108,
          titled('A download is incomplete', 'Una descarga está incompleta', 'Un téléchargement est incomplet'),
          [
            entry(4116, titled('Rows are missing', 'Faltan filas', 'Il manque des lignes')),
            entry(4117, titled('The file does not open', 'El archivo no abre', 'Le fichier ne s’ouvre pas')),
          ],
        ),
      ]),
      entry(2105, titled('Performance', 'Rendimiento', 'Performance'), [
        entry(3109, titled('Pages load slowly', 'Las páginas cargan lentamente', 'Les pages se chargent lentement'), [
          entry(4118, titled('The app list', 'La lista de aplicaciones', 'La liste des applications')),
          entry(4119, titled('A report', 'Un informe', 'Un rapport')),
        ]),
        entry(3110, titled('Requests time out', 'Las solicitudes tardan demasiado', 'Les requêtes expirent'), [
          entry(4120, titled('While running a report', 'Al ejecutar un informe', 'Pendant l’exécution d’un rapport')),
          entry(4121, titled('While exporting', 'Al exportar', 'Pendant une exportation')),
        ]),
      ]),
    ],
  },
  {
    id: basicVendor.supportType,
    title: titled('Basic vendor support', 'Soporte para proveedores básicos', 'Soutien aux fournisseurs de base'),
    issues: [
      entry(
        basicVendor.issue,
        titled('Basic vendor account', 'Cuenta de proveedor básico', 'Compte de fournisseur de base'),
        [
          entry(3201, titled('Account details', 'Datos de la cuenta', 'Renseignements du compte'), [
            entry(
              4201,
              titled(
                'Update company information',
                'Actualizar los datos de la empresa',
                'Mettre à jour les renseignements de l’entreprise',
              ),
            ),
            entry(
              4202,
              titled('Change the contact person', 'Cambiar la persona de contacto', 'Changer la personne-ressource'),
            ),
          ]),
          entry(3202, titled('Users', 'Usuarios', 'Utilisateurs'), [
            entry(4203, titled('Add a user', 'Agregar un usuario', 'Ajouter un utilisateur')),
            entry(4204, titled('Remove a user', 'Quitar un usuario', 'Retirer un utilisateur')),
          ]),
        ],
      ),
      entry(1806, titled('Basic reports', 'Informes básicos', 'Rapports de base'), [
        entry(3203, titled('A report does not load', 'Un informe no carga', 'Un rapport ne se charge pas'), [
          entry(4205, titled('It keeps loading', 'Se queda cargando', 'Le chargement ne finit pas')),
          entry(4206, titled('It shows an error', 'Muestra un error', 'Il affiche une erreur')),
        ]),
        entry(3204, titled('Data looks wrong', 'Los datos parecen incorrectos', 'Les données semblent erronées'), [
          entry(4207, titled('Sales figures', 'Cifras de ventas', 'Chiffres de ventes')),
          entry(4208, titled('Store counts', 'Número de tiendas', 'Nombre de magasins')),
        ]),
      ]),
      entry(1807, titled('Upgrading to Charter', 'Cambiar al plan Charter', 'Passage au forfait Charter'), [
        entry(3205, titled('Plans', 'Planes', 'Forfaits'), [
          entry(4209, titled('Compare the plans', 'Comparar los planes', 'Comparer les forfaits')),
          entry(4210, titled('Ask for an upgrade', 'Solicitar el cambio de plan', 'Demander un changement de forfait')),
        ]),
      ]),
    ],
  },
  productSupportType(1466, 'Shopper Behavior', 5000, 6000),
  productSupportType(1467, 'Report Builder', 5010, 6100),
  productSupportType(1468, 'Channel Performance', 5020, 6200),
  productSupportType(1469, 'Customer Perception', 5030, 6300),
  productSupportType(1470, 'Digital Landscapes', 5040, 6400),
  productSupportType(1471, 'Insights Activation', 5050, 6500),
  {
    id: dssToReportBuilderAttributes,
    title: titled(
      'DSS to Report Builder attributes',
      'Atributos de DSS a Report Builder',
      'Attributs de DSS vers Report Builder',
    ),
    issues: [
      entry(2201, titled('Attribute mapping', 'Correspondencia de atributos', 'Correspondance des attributs'), [
        entry(3301, titled('Missing attribute', 'Atributo faltante', 'Attribut manquant'), [
          entry(4301, titled('Item attribute', 'Atributo de artículo', 'Attribut d’article')),
          entry(4302, titled('Store attribute', 'Atributo de tienda', 'Attribut de magasin')),
        ]),
        entry(3302, titled('Attribute mapped wrongly', 'Atributo mal asignado', 'Attribut mal associé'), [
          entry(4303, titled('Item attribute', 'Atributo de artículo', 'Attribut d’article')),
          entry(4304, titled('Store attribute', 'Atributo de tienda', 'Attribut de magasin')),
        ]),
      ]),
      entry(2202, titled('Reports moved from DSS', 'Informes migrados de DSS', 'Rapports migrés de DSS'), [
        entry(3303, titled('A report did not move', 'Un informe no se migró', 'Un rapport n’a pas été migré'), [
          entry(4305, titled('A scheduled report', 'Un informe programado', 'Un rapport planifié')),
          entry(4306, titled('A shared report', 'Un informe compartido', 'Un rapport partagé')),
        ]),
        entry(
          3304,
          titled('Results differ from DSS', 'Los resultados difieren de DSS', 'Les résultats diffèrent de DSS'),
          [
            entry(4307, titled('Totals', 'Totales', 'Totaux')),
            entry(4308, titled('Row counts', 'Número de filas', 'Nombre de lignes')),
          ],
        ),
      ]),
      entry(2203, titled('Attribute values', 'Valores de atributos', 'Valeurs des attributs'), [
        entry(3305, titled('Values are missing', 'Faltan valores', 'Il manque des valeurs'), [
          entry(4309, titled('For some items', 'Para algunos artículos', 'Pour certains articles')),
          entry(4310, titled('For every item', 'Para todos los artículos', 'Pour tous les articles')),
        ]),
        entry(
          3306,
          titled('Values are out of date', 'Los valores están desactualizados', 'Les valeurs sont périmées'),
          [
            entry(
              4311,
              titled('Not refreshed this week', 'No se actualizaron esta semana', 'Non actualisées cette semaine'),
            ),
            entry(
              4312,
              titled('Old product hierarchy', 'Jerarquía de productos anterior', 'Ancienne hiérarchie de produits'),
            ),
          ],
        ),
      ]),
    ],
  },
  {
    id: dataQuestions,
    title: titled('Data questions', 'Preguntas sobre los datos', 'Questions sur les données'),
    issues: [
      entry(2301, titled('Definitions', 'Definiciones', 'Définitions'), [
        entry(3401, titled('Metric definition', 'Definición de una métrica', 'Définition d’un indicateur'), [
          entry(4401, titled('Sales metrics', 'Métricas de ventas', 'Indicateurs de ventes')),
          entry(4402, titled('Inventory metrics', 'Métricas de inventario', 'Indicateurs de stocks')),
          entry(4403, titled('Customer metrics', 'Métricas de clientes', 'Indicateurs de clientèle')),
        ]),
        entry(3402, titled('Dimension or attribute', 'Dimensión o atributo', 'Dimension ou attribut'), [
          entry(4404, titled('Product hierarchy', 'Jerarquía de productos', 'Hiérarchie de produits')),
          entry(4405, titled('Stores and regions', 'Tiendas y regiones', 'Magasins et régions')),
        ]),
      ]),
      entry(2302, titled('Missing data', 'Datos faltantes', 'Données manquantes'), [
        entry(3403, titled('A period is missing', 'Falta un periodo', 'Il manque une période'), [
          entry(4406, titled('The latest week', 'La semana más reciente', 'La dernière semaine')),
          entry(4407, titled('Earlier periods', 'Periodos anteriores', 'Des périodes antérieures')),
        ]),
        entry(
          3404,
          titled('Items or stores are missing', 'Faltan artículos o tiendas', 'Il manque des articles ou des magasins'),
          [
            entry(4408, titled('New items', 'Artículos nuevos', 'Nouveaux articles')),
            entry(4409, titled('Stores', 'Tiendas', 'Magasins')),
          ],
        ),
      ]),
      entry(2303, titled('Data looks wrong', 'Los datos parecen incorrectos', 'Les données semblent erronées'), [
        entry(3405, titled('Differs from another source', 'Difiere de otra fuente', 'Diffère d’une autre source'), [
          entry(4410, titled('Our own systems', 'Nuestros propios sistemas', 'Nos propres systèmes')),
          entry(
            4411,
            titled('Another app in the portal', 'Otra aplicación del portal', 'Une autre application du portail'),
          ),
        ]),
        entry(3406, titled('Unexpected change', 'Cambio inesperado', 'Changement inattendu'), [
          entry(4412, titled('A sudden drop', 'Una caída repentina', 'Une baisse soudaine')),
          entry(4413, titled('A sudden rise', 'Un aumento repentino', 'Une hausse soudaine')),
        ]),
      ]),
    ],
  },
];

/** Each market offers its active support types in the order the spec's constants list them. */
export const supportTypeOrder = ACTIVE_SUPPORT_TYPE_IDS;
