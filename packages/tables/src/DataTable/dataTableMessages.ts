/** The variables a message can use, as react-aria's string formatter passes them. */
type Variables = Record<string, string | number | boolean> | undefined;

/** The DataTable's shipped texts, per language (react-aria picks the best match for the reader's locale). */
export const dataTableMessages = {
  'en-US': {
    rank: 'Rank',
    actions: 'Actions',
    selectAllOnPage: 'Select all rows on this page',
    selectRow: (args: Variables) => `Select ${args?.row}`,
    rowActions: (args: Variables) => `Actions for ${args?.row}`,
    pagination: (args: Variables) => `Pagination of ${args?.table}`,
    errorTitle: 'Something went wrong',
    errorDescription: 'An error occurred while performing the operation',
    retry: 'Try again',
    clearQuery: 'Clear search and filters',
    filterPromptTitle: 'Apply filters to see results',
    filterPromptDescription: 'Choose one or more filters and apply them to load this list.',
  },
  'es-MX': {
    rank: 'Posición',
    actions: 'Acciones',
    selectAllOnPage: 'Seleccionar todas las filas de esta página',
    selectRow: (args: Variables) => `Seleccionar ${args?.row}`,
    rowActions: (args: Variables) => `Acciones para ${args?.row}`,
    pagination: (args: Variables) => `Paginación de ${args?.table}`,
    errorTitle: 'Algo salió mal',
    errorDescription: 'Se produjo un error al realizar la operación',
    retry: 'Intentar de nuevo',
    clearQuery: 'Borrar búsqueda y filtros',
    filterPromptTitle: 'Aplique filtros para ver resultados',
    filterPromptDescription: 'Elija uno o más filtros y aplíquelos para cargar esta lista.',
  },
  'fr-CA': {
    rank: 'Rang',
    actions: 'Actions',
    selectAllOnPage: 'Sélectionner toutes les lignes de cette page',
    selectRow: (args: Variables) => `Sélectionner ${args?.row}`,
    rowActions: (args: Variables) => `Actions pour ${args?.row}`,
    pagination: (args: Variables) => `Pagination de ${args?.table}`,
    errorTitle: 'Un problème est survenu',
    errorDescription: 'Une erreur s’est produite lors de l’exécution de l’opération',
    retry: 'Réessayer',
    clearQuery: 'Effacer la recherche et les filtres',
    filterPromptTitle: 'Appliquez des filtres pour voir les résultats',
    filterPromptDescription: 'Choisissez un ou plusieurs filtres, puis appliquez-les pour charger cette liste.',
  },
};

type Messages = (typeof dataTableMessages)['en-US'];

/**
 * Texts a DataTable can be given in place of the shipped ones; `{row}` in a template is the row's label, `{table}`
 * the table's.
 */
export type DataTableLabels = { [Key in keyof Messages]: string };
