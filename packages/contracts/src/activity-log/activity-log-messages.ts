// The activity log's words shared by the app's page and the server's spreadsheet: its column labels and each
// event in words, in every language. A new event that lacks words here does not type-check.
import type { Locale } from '../locales';
import type { ActivityEvent } from './activity-events';

export const ACTIVITY_LOG_COLUMNS = ['actor', 'entityId', 'event', 'eventDescription', 'sourceApp', 'date'] as const;
export type ActivityLogColumn = (typeof ACTIVITY_LOG_COLUMNS)[number];

export interface ActivityLogMessages {
  /** The log's name, as its spreadsheet's sheet is called. */
  readonly title: string;
  /** Column labels, the spec's in en-US ("User ID", "Entity", "Event", "Details", "Application"). */
  readonly columns: Readonly<Record<ActivityLogColumn, string>>;
  /** Each event as a reader would say it. */
  readonly events: Readonly<Record<ActivityEvent, string>>;
  /** A change a super admin made while acting for the company: both names. */
  readonly actingFor: (names: { readonly superAdmin: string; readonly actor: string }) => string;
}

export const ACTIVITY_LOG_MESSAGES: Readonly<Record<Locale, ActivityLogMessages>> = {
  'en-US': {
    title: 'Activity log',
    columns: {
      actor: 'User ID',
      entityId: 'Entity',
      event: 'Event',
      eventDescription: 'Details',
      sourceApp: 'Application',
      date: 'Date',
    },
    events: {
      SIGN_IN: 'Signed in',
      SIGN_OUT: 'Signed out',
      COMPANY_CONTEXT_SET: 'Company context chosen',
      COMPANY_CONTEXT_RESET: 'Company context left',
      COMPANY_CONTEXT_SWITCHED: 'Company switched',
      SUPER_ADMIN_CREATED: 'Super admin created',
      PASSWORD_RESET_REQUESTED: 'Password reset requested',
      PASSWORD_RESET: 'Password reset',
      PROFILE_UPDATED: 'Profile updated',
      PREFERENCES_UPDATED: 'Preferences updated',
      ACCESS_REQUESTED: 'Access requested',
      TICKET_CREATED: 'Support ticket created',
      TICKET_COMMENTED: 'Support ticket commented',
      CONTACT_REQUEST_SENT: 'Contact request sent',
      USER_INVITED: 'User invited',
      INVITATION_RESENT: 'Invitation resent',
      REGISTRATION_COMPLETED: 'Registration completed',
      USER_ACTIVATED: 'User activated',
      USER_ACCESS_CHANGED: 'User access changed',
      USER_DELETED: 'User deleted',
      USER_BLOCKED: 'User blocked',
      USER_UNBLOCKED: 'User unblocked',
      USERS_EXPORTED: 'Users exported',
      BULK_USERS_APPLIED: 'Bulk user task finished',
      ACCESS_REQUEST_APPROVED: 'Access request approved',
      ACCESS_REQUEST_REJECTED: 'Access request rejected',
      ACCESS_LAPSED: 'Access lapsed',
      ACCESS_AUDIT_COMPLETED: 'Access audit completed',
    },
    actingFor: ({ superAdmin, actor }) => `${superAdmin} (super admin) as ${actor}`,
  },
  'es-MX': {
    title: 'Registro de actividad',
    columns: {
      actor: 'ID de usuario',
      entityId: 'Entidad',
      event: 'Evento',
      eventDescription: 'Detalles',
      sourceApp: 'Aplicación',
      date: 'Fecha',
    },
    events: {
      SIGN_IN: 'Inicio de sesión',
      SIGN_OUT: 'Cierre de sesión',
      COMPANY_CONTEXT_SET: 'Contexto de empresa elegido',
      COMPANY_CONTEXT_RESET: 'Contexto de empresa abandonado',
      COMPANY_CONTEXT_SWITCHED: 'Cambio de empresa',
      SUPER_ADMIN_CREATED: 'Superadministrador creado',
      PASSWORD_RESET_REQUESTED: 'Restablecimiento de contraseña solicitado',
      PASSWORD_RESET: 'Contraseña restablecida',
      PROFILE_UPDATED: 'Perfil actualizado',
      PREFERENCES_UPDATED: 'Preferencias actualizadas',
      ACCESS_REQUESTED: 'Acceso solicitado',
      TICKET_CREATED: 'Ticket de soporte creado',
      TICKET_COMMENTED: 'Comentario en ticket de soporte',
      CONTACT_REQUEST_SENT: 'Solicitud de contacto enviada',
      USER_INVITED: 'Usuario invitado',
      INVITATION_RESENT: 'Invitación reenviada',
      REGISTRATION_COMPLETED: 'Registro completado',
      USER_ACTIVATED: 'Usuario activado',
      USER_ACCESS_CHANGED: 'Acceso de usuario modificado',
      USER_DELETED: 'Usuario eliminado',
      USER_BLOCKED: 'Usuario bloqueado',
      USER_UNBLOCKED: 'Usuario desbloqueado',
      USERS_EXPORTED: 'Usuarios exportados',
      BULK_USERS_APPLIED: 'Tarea masiva de usuarios terminada',
      ACCESS_REQUEST_APPROVED: 'Solicitud de acceso aprobada',
      ACCESS_REQUEST_REJECTED: 'Solicitud de acceso rechazada',
      ACCESS_LAPSED: 'Acceso vencido',
      ACCESS_AUDIT_COMPLETED: 'Auditoría de acceso completada',
    },
    actingFor: ({ superAdmin, actor }) => `${superAdmin} (superadministrador) como ${actor}`,
  },
  'fr-CA': {
    title: 'Journal d’activité',
    columns: {
      actor: 'ID d’utilisateur',
      entityId: 'Entité',
      event: 'Événement',
      eventDescription: 'Détails',
      sourceApp: 'Application',
      date: 'Date',
    },
    events: {
      SIGN_IN: 'Connexion',
      SIGN_OUT: 'Déconnexion',
      COMPANY_CONTEXT_SET: 'Contexte d’entreprise choisi',
      COMPANY_CONTEXT_RESET: 'Contexte d’entreprise quitté',
      COMPANY_CONTEXT_SWITCHED: 'Changement d’entreprise',
      SUPER_ADMIN_CREATED: 'Superadministrateur créé',
      PASSWORD_RESET_REQUESTED: 'Réinitialisation du mot de passe demandée',
      PASSWORD_RESET: 'Mot de passe réinitialisé',
      PROFILE_UPDATED: 'Profil mis à jour',
      PREFERENCES_UPDATED: 'Préférences mises à jour',
      ACCESS_REQUESTED: 'Accès demandé',
      TICKET_CREATED: 'Billet de soutien créé',
      TICKET_COMMENTED: 'Commentaire sur un billet de soutien',
      CONTACT_REQUEST_SENT: 'Demande de contact envoyée',
      USER_INVITED: 'Utilisateur invité',
      INVITATION_RESENT: 'Invitation renvoyée',
      REGISTRATION_COMPLETED: 'Inscription terminée',
      USER_ACTIVATED: 'Utilisateur activé',
      USER_ACCESS_CHANGED: 'Accès de l’utilisateur modifié',
      USER_DELETED: 'Utilisateur supprimé',
      USER_BLOCKED: 'Utilisateur bloqué',
      USER_UNBLOCKED: 'Utilisateur débloqué',
      USERS_EXPORTED: 'Utilisateurs exportés',
      BULK_USERS_APPLIED: 'Tâche groupée d’utilisateurs terminée',
      ACCESS_REQUEST_APPROVED: 'Demande d’accès approuvée',
      ACCESS_REQUEST_REJECTED: 'Demande d’accès refusée',
      ACCESS_LAPSED: 'Accès expiré',
      ACCESS_AUDIT_COMPLETED: 'Audit des accès terminé',
    },
    actingFor: ({ superAdmin, actor }) => `${superAdmin} (superadministrateur) en tant que ${actor}`,
  },
};
