/** The product tile's shipped texts, per language (react-aria picks the best match). */
export const productTileMessages = {
  'en-US': {
    launchApp: 'Launch App',
    learnMore: 'Learn More',
    comingSoon: 'Coming Soon',
    accessPending: 'Access Pending',
    workingOnAccess: 'We are working on your access',
    alpha: 'Alpha',
    beta: 'Beta',
    opensInNewTab: '(opens in a new tab)',
  },
  'es-MX': {
    launchApp: 'Abrir aplicación',
    learnMore: 'Más información',
    comingSoon: 'Próximamente',
    accessPending: 'Acceso pendiente',
    workingOnAccess: 'Estamos trabajando en su acceso',
    alpha: 'Alfa',
    beta: 'Beta',
    opensInNewTab: '(se abre en una pestaña nueva)',
  },
  'fr-CA': {
    launchApp: 'Lancer l’application',
    learnMore: 'En savoir plus',
    comingSoon: 'Bientôt disponible',
    accessPending: 'Accès en attente',
    workingOnAccess: 'Nous travaillons à votre accès',
    alpha: 'Alpha',
    beta: 'Bêta',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  },
};

export type ProductTileMessage = keyof (typeof productTileMessages)['en-US'];
