/** The marker after the label of a field that may be left empty, per language. */
export const fieldMessages = {
  'en-US': { optional: '(optional)' },
  'es-MX': { optional: '(opcional)' },
  'fr-CA': { optional: '(facultatif)' },
};
