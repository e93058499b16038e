/**
 * Pagination's shipped texts, per language (react-aria picks the best match for the reader's locale).
 * `{…}` placeholders are filled with locale-formatted numbers.
 */
export const paginationMessages = {
  'en-US': {
    navigation: 'Pagination',
    rowsPerPage: 'Rows per page',
    range: '{start}–{end} of {total}',
    pageOf: 'Page {page} of {pageCount}',
    firstPage: 'First page',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    lastPage: 'Last page',
  },
  'es-MX': {
    navigation: 'Paginación',
    rowsPerPage: 'Filas por página',
    range: '{start}–{end} de {total}',
    pageOf: 'Página {page} de {pageCount}',
    firstPage: 'Primera página',
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
    lastPage: 'Última página',
  },
  'fr-CA': {
    navigation: 'Pagination',
    rowsPerPage: 'Lignes par page',
    range: '{start}–{end} sur {total}',
    pageOf: 'Page {page} sur {pageCount}',
    firstPage: 'Première page',
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    lastPage: 'Dernière page',
  },
};

export type PaginationLabels = (typeof paginationMessages)['en-US'];
