/** What assistive technology hears while a button is pending, per language (react-aria picks the best match). */
export const pendingMessages = {
  'en-US': { pending: 'Pending' },
  'es-MX': { pending: 'Pendiente' },
  'fr-CA': { pending: 'En attente' },
};
