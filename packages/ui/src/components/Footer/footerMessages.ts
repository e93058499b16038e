/** The variables a message can use, as react-aria's string formatter passes them. */
type Variables = Record<string, string | number | boolean> | undefined;

/** The footer's copyright line, per language (react-aria picks the best match). */
export const footerMessages = {
  'en-US': {
    copyright: (args: Variables) => `© ${args?.year} ${args?.productName}. All rights reserved.`,
  },
  'es-MX': {
    copyright: (args: Variables) => `© ${args?.year} ${args?.productName}. Todos los derechos reservados.`,
  },
  'fr-CA': {
    copyright: (args: Variables) => `© ${args?.year} ${args?.productName}. Tous droits réservés.`,
  },
};
