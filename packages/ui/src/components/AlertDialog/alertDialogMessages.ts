/** The alert dialog's default action labels, per language (react-aria picks the best match). */
export const alertDialogMessages = {
  'en-US': { cancel: 'Cancel', confirm: 'Confirm' },
  'es-MX': { cancel: 'Cancelar', confirm: 'Confirmar' },
  'fr-CA': { cancel: 'Annuler', confirm: 'Confirmer' },
};
