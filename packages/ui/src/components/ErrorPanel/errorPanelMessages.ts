/** The texts of the error panel, per language (react-aria picks the best match). */
export const errorPanelMessages = {
  'en-US': {
    title: 'Something went wrong',
    hint: 'Refresh this page to try again',
    refresh: 'Refresh page',
  },
  'es-MX': {
    title: 'Algo salió mal',
    hint: 'Actualice esta página para volver a intentarlo',
    refresh: 'Actualizar página',
  },
  'fr-CA': {
    title: 'Un problème est survenu',
    hint: 'Actualisez cette page pour réessayer',
    refresh: 'Actualiser la page',
  },
};
