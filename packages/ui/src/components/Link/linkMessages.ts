/** Told to assistive technology after the text of a link that opens in a new tab. */
export const linkMessages = {
  'en-US': { opensInNewTab: '(opens in a new tab)' },
  'es-MX': { opensInNewTab: '(se abre en una pestaña nueva)' },
  'fr-CA': { opensInNewTab: '(s’ouvre dans un nouvel onglet)' },
};
