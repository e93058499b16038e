/** A select's shipped texts, per language (react-aria picks the best match for the reader's locale). */
export const selectMessages = {
  'en-US': { placeholder: 'Select an option' },
  'es-MX': { placeholder: 'Seleccione una opción' },
  'fr-CA': { placeholder: 'Sélectionnez une option' },
};
