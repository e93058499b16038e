/** The texts of the error panel, per language (react-aria picks the best match). */
export const errorPanelMessages = {
  'en-US': {
    title: 'Something went wrong',
    hint: 'Refresh this page to try again',
    refresh: 'Refresh page',
  },
  'es-MX': {
    title: 'Algo salió mal',
    hint: 'Actualiza esta página para volver a intentarlo',
    refresh: 'Actualizar página',
  },
  'fr-CA': {
    title: 'Une erreur s’est produite',
    hint: 'Actualisez cette page pour réessayer',
    refresh: 'Actualiser la page',
  },
};
