/** What assistive technology hears for a spinner, per language (react-aria picks the best match). */
export const spinnerMessages = {
  'en-US': { loading: 'Loading' },
  'es-MX': { loading: 'Cargando' },
  'fr-CA': { loading: 'Chargement' },
};
