/** What an emptied list box says when a search matches nothing, per language. */
export const noResultsMessages = {
  'en-US': { noResults: 'No results found' },
  'es-MX': { noResults: 'No se encontraron resultados' },
  'fr-CA': { noResults: 'Aucun résultat trouvé' },
};
