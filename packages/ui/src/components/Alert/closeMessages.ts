/** The accessible name of the close button of alerts, banners and toasts, per language. */
export const closeMessages = {
  'en-US': { close: 'Close' },
  'es-MX': { close: 'Cerrar' },
  'fr-CA': { close: 'Fermer' },
};
