/** What assistive technology hears in place of content that is loading, per language. */
export const skeletonMessages = {
  'en-US': { loading: 'Loading' },
  'es-MX': { loading: 'Cargando' },
  'fr-CA': { loading: 'Chargement' },
};
