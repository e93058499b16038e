/**
 * A date range picker's shipped texts, per language (react-aria picks the best match for the reader's
 * locale). `{maxDays}` is filled with the locale-formatted number.
 */
export const dateRangePickerMessages = {
  'en-US': {
    placeholder: 'Select dates',
    done: 'Done',
    reset: 'Reset',
    maxDays: "Date range can't be more than {maxDays} days",
  },
  'es-MX': {
    placeholder: 'Seleccione fechas',
    done: 'Listo',
    reset: 'Restablecer',
    maxDays: 'El rango de fechas no puede ser mayor a {maxDays} días',
  },
  'fr-CA': {
    placeholder: 'Sélectionnez des dates',
    done: 'Terminé',
    reset: 'Réinitialiser',
    maxDays: 'La plage de dates ne peut pas dépasser {maxDays} jours',
  },
};
