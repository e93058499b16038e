/** The name of the landmark that holds the toasts, per language. */
export const toastMessages = {
  'en-US': { notifications: 'Notifications' },
  'es-MX': { notifications: 'Notificaciones' },
  'fr-CA': { notifications: 'Notifications' },
};
