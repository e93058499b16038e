/** The variables a message can use, as react-aria's string formatter passes them. */
type Variables = Record<string, string | number | boolean> | undefined;

/** The texts of empty states, per language (react-aria picks the best match). */
export const emptyStateMessages = {
  'en-US': {
    noResults: 'No results found',
    noResultsFor: (args: Variables) => `No results found for ${args?.term}`,
    didYouMean: 'Did you mean',
    noData: 'No data available',
  },
  'es-MX': {
    noResults: 'No se encontraron resultados',
    noResultsFor: (args: Variables) => `No se encontraron resultados para ${args?.term}`,
    didYouMean: 'Quizás quiso decir',
    noData: 'No hay datos disponibles',
  },
  'fr-CA': {
    noResults: 'Aucun résultat trouvé',
    noResultsFor: (args: Variables) => `Aucun résultat trouvé pour ${args?.term}`,
    didYouMean: 'Vouliez-vous dire',
    noData: 'Aucune donnée disponible',
  },
};
