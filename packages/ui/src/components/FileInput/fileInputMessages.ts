type Variables = Record<string, unknown> | undefined;

/** The file input's texts, per language (react-aria picks the best match). */
export const fileInputMessages = {
  'en-US': {
    chooseFile: 'Choose file',
    dropHint: 'or drop it here',
    dropZone: 'Drop or paste a file',
    tooLarge: (args: Variables) => `The file is too large. The maximum size is ${String(args?.maxSize)}.`,
    remove: (args: Variables) => `Remove ${String(args?.fileName)}`,
  },
  'es-MX': {
    chooseFile: 'Elegir archivo',
    dropHint: 'o suéltelo aquí',
    dropZone: 'Suelte o pegue un archivo',
    tooLarge: (args: Variables) => `El archivo es demasiado grande. El tamaño máximo es de ${String(args?.maxSize)}.`,
    remove: (args: Variables) => `Quitar ${String(args?.fileName)}`,
  },
  'fr-CA': {
    chooseFile: 'Choisir un fichier',
    dropHint: 'ou déposez-le ici',
    dropZone: 'Déposez ou collez un fichier',
    tooLarge: (args: Variables) =>
      `Le fichier est trop volumineux. La taille maximale est de ${String(args?.maxSize)}.`,
    remove: (args: Variables) => `Retirer ${String(args?.fileName)}`,
  },
};
