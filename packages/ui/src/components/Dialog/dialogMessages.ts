/** The dialog's close button label, per language (react-aria picks the best match). */
export const dialogMessages = {
  'en-US': { close: 'Close' },
  'es-MX': { close: 'Cerrar' },
  'fr-CA': { close: 'Fermer' },
};
