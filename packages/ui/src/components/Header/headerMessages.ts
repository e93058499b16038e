/** The phone menu's button and sheet title, per language (react-aria picks the best match). */
export const headerMessages = {
  'en-US': { menu: 'Menu' },
  'es-MX': { menu: 'Menú' },
  'fr-CA': { menu: 'Menu' },
};
