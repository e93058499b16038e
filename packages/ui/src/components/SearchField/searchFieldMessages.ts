type Variables = Record<string, unknown> | undefined;

/** The hint under a search field whose text is too short to search, per language. */
export const searchFieldMessages = {
  'en-US': {
    minLengthHint: (args: Variables) => `Please enter at least ${Number(args?.minLength)} characters`,
  },
  'es-MX': {
    minLengthHint: (args: Variables) => `Ingrese al menos ${Number(args?.minLength)} caracteres`,
  },
  'fr-CA': {
    minLengthHint: (args: Variables) => `Veuillez entrer au moins ${Number(args?.minLength)} caractères`,
  },
};
