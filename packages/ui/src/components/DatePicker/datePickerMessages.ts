/** A date picker's shipped texts, per language (react-aria picks the best match for the reader's locale). */
export const datePickerMessages = {
  'en-US': { placeholder: 'Select a date', clear: 'Clear' },
  'es-MX': { placeholder: 'Seleccione una fecha', clear: 'Borrar' },
  'fr-CA': { placeholder: 'Sélectionnez une date', clear: 'Effacer' },
};
