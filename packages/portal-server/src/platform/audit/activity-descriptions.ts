// Each activity in words, in every language: the audit trail stores the English sentence (the log's own language,
// which its search and its history keep), and the activity log shows and exports the reader's, made from the
// entry's details. A new event that lacks its details or its words here does not type-check.
import type { ActivityEvent, Locale } from '@partner-insights/contracts';
import { readableDomain } from '../readable-domain';

/** Why the identity provider's answer did not sign a user in. */
export type SingleSignOnRefusal =
  'state' | 'token' | 'emailUnverified' | 'accountInactive' | 'notInvited' | 'domainOfAnotherCompany' | 'noMappedRole';

type Nothing = Readonly<Record<string, never>>;
/** Product codes, comma-separated as the entries keep them. */
type Codes = string;
/** An ISO date, YYYY-MM-DD. */
type IsoDate = string;
interface PartnerAccess {
  readonly partner: string;
  /** The applications given, as a list for readers ("A, B"). */
  readonly apps: string;
  readonly endsOn: IsoDate | null;
}
interface AccessDecision {
  readonly requester: string;
  /** The products asked for, as a list for readers ("A, B"). */
  readonly products: string;
  readonly endDate: IsoDate | null;
  readonly note: string | null;
}
interface EmailDomainSettings {
  /** The domain as stored (its ASCII form). */
  readonly domain: string;
  readonly allowSubDomains: boolean;
  readonly is3pDomain: boolean;
}

/** What each event records beside its sentence: what the sentence is made from, and what a reader may ask. */
export interface ActivityDetailsOf {
  readonly SIGN_IN: { readonly method: 'password' | 'singleSignOn' };
  readonly SIGN_OUT: Nothing;
  readonly SIGN_IN_REFUSED: {
    readonly method: 'singleSignOn';
    readonly reason: SingleSignOnRefusal;
    readonly detail?: string;
  };
  readonly USER_PROVISIONED: { readonly role: string; readonly personas: string; readonly groups: string };
  readonly COMPANY_CONTEXT_SET: { readonly companyName: string; readonly reason: string };
  readonly COMPANY_CONTEXT_RESET: { readonly companyName: string };
  readonly COMPANY_CONTEXT_SWITCHED: { readonly companyName: string };
  readonly SUPER_ADMIN_CREATED: { readonly email: string };
  readonly PASSWORD_RESET_REQUESTED: { readonly linkSent: boolean };
  readonly PASSWORD_RESET: { readonly sessionsEnded: number };
  readonly PROFILE_UPDATED: Nothing;
  readonly PREFERENCES_UPDATED: { readonly language: string; readonly timezone: string };
  readonly ACCESS_REQUESTED: { readonly products: Codes };
  readonly TICKET_CREATED: { readonly referenceNumber: string; readonly attachment: boolean };
  readonly TICKET_COMMENTED: { readonly referenceNumber: string };
  readonly CONTACT_REQUEST_SENT: { readonly market: string; readonly attachment: boolean };
  readonly USER_INVITED: { readonly role: string; readonly products: Codes; readonly taskId: string };
  readonly INVITATION_RESENT: { readonly taskId: string };
  readonly REGISTRATION_COMPLETED: { readonly taskId: string };
  readonly USER_ACTIVATED: { readonly taskId: string };
  readonly USER_ACCESS_CHANGED: { readonly role: string; readonly products: Codes };
  readonly USER_DELETED: { readonly status: string; readonly sessionsEnded: number };
  readonly USER_BLOCKED: { readonly reason: string | null };
  readonly USER_UNBLOCKED: Nothing;
  readonly USERS_EXPORTED: { readonly search: string };
  readonly BULK_USERS_APPLIED: {
    readonly kind: 'create' | 'edit';
    readonly fileName: string;
    readonly applied: number;
    readonly failed: number;
    readonly rejected: number;
  };
  readonly ACCESS_REQUEST_APPROVED: AccessDecision;
  readonly ACCESS_REQUEST_REJECTED: AccessDecision;
  readonly ACCESS_LAPSED: { readonly requester: string; readonly products: string; readonly endDate: IsoDate };
  readonly ACCESS_AUDIT_COMPLETED: {
    readonly dueDate: IsoDate;
    readonly kept: number;
    readonly removed: number;
    readonly blocked: string;
  };
  readonly ACCESS_REVIEW_DECIDED: {
    readonly user: string;
    readonly decision: 'KEEP' | 'REMOVE';
    readonly dueDate: IsoDate;
  };
  readonly ACCESS_REVIEW_CAMPAIGN_OPENED: {
    readonly dueDate: IsoDate;
    readonly companies: number;
    readonly allCompanies: boolean;
  };
  readonly ACCESS_REVIEW_DEADLINE_PASSED: {
    readonly dueDate: IsoDate;
    readonly blocked: number;
    readonly users: string;
  };
  readonly EMAIL_DOMAIN_ADDED: EmailDomainSettings;
  readonly EMAIL_DOMAIN_CHANGED: EmailDomainSettings;
  readonly EMAIL_DOMAIN_DELETED: { readonly domain: string };
  readonly PARTNER_ASSOCIATED: PartnerAccess;
  readonly PARTNER_ACCESS_CHANGED: PartnerAccess;
  readonly PARTNER_ASSOCIATION_ENDED: { readonly partner: string };
  readonly PARTNER_ASSOCIATION_LAPSED: {
    readonly partner: string;
    readonly partnerCode: string;
    readonly endsOn: IsoDate;
  };
}

/** What a sentence may name besides its details: who made the change. */
export interface DescribedEntry {
  readonly actor: string;
}

type Describe<E extends ActivityEvent> = (details: ActivityDetailsOf[E], entry: DescribedEntry) => string;
type Descriptions = { readonly [E in ActivityEvent]: Describe<E> };

/** A comma-separated list of codes as a reader's list. */
const listed = (codes: Codes): string => codes.split(',').join(', ');

const ENGLISH_SSO_REFUSALS: Readonly<Record<SingleSignOnRefusal, string>> = {
  state: 'the answer did not match a sign-in this browser started (missing, unknown, used or expired state)',
  token: 'the provider answered with an error or an ID token that failed its checks',
  emailUnverified: 'the provider does not vouch for the email address',
  accountInactive: 'the account is blocked or has not completed registration',
  notInvited: 'no account has this email and it is not the retailer’s: an admin must invite the user first',
  domainOfAnotherCompany:
    'no account has this email and its domain is another company’s: that company must invite the user',
  noMappedRole: 'no group of the user is in the claim mapping, which has no default',
};

const SPANISH_SSO_REFUSALS: Readonly<Record<SingleSignOnRefusal, string>> = {
  state:
    'la respuesta no correspondía a un inicio de sesión que este navegador comenzó (estado ausente, desconocido, usado o vencido)',
  token: 'el proveedor respondió con un error o con un token de ID que no pasó las verificaciones',
  emailUnverified: 'el proveedor no garantiza la dirección de correo electrónico',
  accountInactive: 'la cuenta está bloqueada o no ha completado el registro',
  notInvited:
    'ninguna cuenta tiene este correo y no es del minorista: un administrador debe invitar primero al usuario',
  domainOfAnotherCompany:
    'ninguna cuenta tiene este correo y su dominio es de otra empresa: esa empresa debe invitar al usuario',
  noMappedRole: 'ningún grupo del usuario está en la asignación de claims, que no tiene un valor predeterminado',
};

const FRENCH_SSO_REFUSALS: Readonly<Record<SingleSignOnRefusal, string>> = {
  state:
    'la réponse ne correspondait à aucune connexion lancée par ce navigateur (état absent, inconnu, déjà utilisé ou expiré)',
  token: 'le fournisseur a répondu par une erreur ou par un jeton d’identité qui a échoué aux vérifications',
  emailUnverified: 'le fournisseur ne garantit pas l’adresse courriel',
  accountInactive: 'le compte est bloqué ou n’a pas terminé son inscription',
  notInvited:
    'aucun compte n’a ce courriel et il n’appartient pas au détaillant : un administrateur doit d’abord inviter l’utilisateur',
  domainOfAnotherCompany:
    'aucun compte n’a ce courriel et son domaine appartient à une autre entreprise : cette entreprise doit inviter l’utilisateur',
  noMappedRole:
    'aucun groupe de l’utilisateur ne figure dans la correspondance des revendications, qui n’a pas de valeur par défaut',
};

const ENGLISH: Descriptions = {
  SIGN_IN: ({ method }) =>
    method === 'password' ? 'Signed in with a password' : 'Signed in through the identity provider',
  SIGN_OUT: () => 'Signed out',
  SIGN_IN_REFUSED: ({ reason }) => `Sign-in through the identity provider refused: ${ENGLISH_SSO_REFUSALS[reason]}`,
  USER_PROVISIONED: ({ role }) => `Created at first sign-in through the identity provider as ${role}`,
  COMPANY_CONTEXT_SET: ({ companyName, reason }, { actor }) => `${actor} acts for ${companyName}: ${reason}`,
  COMPANY_CONTEXT_RESET: ({ companyName }, { actor }) => `${actor} no longer acts for ${companyName}`,
  COMPANY_CONTEXT_SWITCHED: ({ companyName }, { actor }) => `${actor} works for ${companyName}`,
  SUPER_ADMIN_CREATED: ({ email }) => `Super admin ${email} created from the command line`,
  PASSWORD_RESET_REQUESTED: () => 'Password reset link requested',
  PASSWORD_RESET: () => 'Password reset with an emailed link',
  PROFILE_UPDATED: () => 'Updated the name and phone number of the profile',
  PREFERENCES_UPDATED: ({ language, timezone }) => `Set the language to ${language} and the time zone to ${timezone}`,
  ACCESS_REQUESTED: ({ products }) => `Requested access to ${listed(products)}`,
  TICKET_CREATED: ({ referenceNumber }) => `Raised support ticket ${referenceNumber}`,
  TICKET_COMMENTED: ({ referenceNumber }) => `Commented on support ticket ${referenceNumber}`,
  CONTACT_REQUEST_SENT: ({ market }) => `Sent a contact-us request from the ${market} site`,
  USER_INVITED: () => 'User invited',
  INVITATION_RESENT: () => 'Invitation sent again',
  REGISTRATION_COMPLETED: () => 'Registration completed, terms accepted',
  USER_ACTIVATED: () => 'User activated after registration',
  USER_ACCESS_CHANGED: () => 'User access changed',
  USER_DELETED: () => 'User deleted',
  USER_BLOCKED: () => 'User blocked',
  USER_UNBLOCKED: () => 'User unblocked',
  USERS_EXPORTED: () => 'Users exported',
  BULK_USERS_APPLIED: ({ kind }) =>
    kind === 'create' ? 'Bulk upload of users finished' : 'Bulk edit of users finished',
  ACCESS_REQUEST_APPROVED: ({ requester, products, endDate }) =>
    `Approved access of ${requester} to ${products}${endDate ? ` until ${endDate}` : ''}`,
  ACCESS_REQUEST_REJECTED: ({ requester, products }) => `Rejected access of ${requester} to ${products}`,
  ACCESS_LAPSED: ({ requester, products, endDate }) => `Access of ${requester} to ${products} lapsed after ${endDate}`,
  ACCESS_AUDIT_COMPLETED: ({ dueDate, kept, removed }) =>
    `Completed the user access audit due ${dueDate}: kept ${kept}, removed ${removed}`,
  ACCESS_REVIEW_DECIDED: ({ user, decision, dueDate }) =>
    `${decision === 'KEEP' ? 'Kept' : 'Removed'} ${user} in the user access audit due ${dueDate}`,
  ACCESS_REVIEW_CAMPAIGN_OPENED: ({ dueDate, companies }) =>
    `Opened a user access review of ${companies} companies due ${dueDate}`,
  ACCESS_REVIEW_DEADLINE_PASSED: ({ dueDate, blocked }) =>
    `The user access audit due ${dueDate} was not completed: ${blocked} users blocked`,
  EMAIL_DOMAIN_ADDED: ({ domain }) => `Authorised the email domain ${readableDomain(domain)}`,
  EMAIL_DOMAIN_CHANGED: ({ domain, allowSubDomains, is3pDomain }) =>
    `Changed the email domain ${readableDomain(domain)}: sub-domains ${allowSubDomains ? 'allowed' : 'not allowed'}, ${is3pDomain ? '' : 'not '}a 3P domain`,
  EMAIL_DOMAIN_DELETED: ({ domain }) => `Removed the email domain ${readableDomain(domain)}`,
  PARTNER_ASSOCIATED: ({ partner, apps, endsOn }) =>
    `Associated ${partner} with ${apps}${endsOn ? ` until ${endsOn}` : ''}`,
  PARTNER_ACCESS_CHANGED: ({ partner, apps, endsOn }) => `Gave ${partner} ${apps}${endsOn ? ` until ${endsOn}` : ''}`,
  PARTNER_ASSOCIATION_ENDED: ({ partner }) => `Ended the association with ${partner}`,
  PARTNER_ASSOCIATION_LAPSED: ({ partner, endsOn }) => `The association with ${partner} lapsed after ${endsOn}`,
};

const SPANISH: Descriptions = {
  SIGN_IN: ({ method }) =>
    method === 'password' ? 'Inició sesión con una contraseña' : 'Inició sesión a través del proveedor de identidad',
  SIGN_OUT: () => 'Cerró sesión',
  SIGN_IN_REFUSED: ({ reason }) =>
    `Se rechazó el inicio de sesión a través del proveedor de identidad: ${SPANISH_SSO_REFUSALS[reason]}`,
  USER_PROVISIONED: ({ role }) =>
    `Creado en su primer inicio de sesión a través del proveedor de identidad como ${role}`,
  COMPANY_CONTEXT_SET: ({ companyName, reason }, { actor }) => `${actor} actúa por ${companyName}: ${reason}`,
  COMPANY_CONTEXT_RESET: ({ companyName }, { actor }) => `${actor} dejó de actuar por ${companyName}`,
  COMPANY_CONTEXT_SWITCHED: ({ companyName }, { actor }) => `${actor} trabaja para ${companyName}`,
  SUPER_ADMIN_CREATED: ({ email }) => `Superadministrador ${email} creado desde la línea de comandos`,
  PASSWORD_RESET_REQUESTED: () => 'Se solicitó un enlace para restablecer la contraseña',
  PASSWORD_RESET: () => 'Contraseña restablecida con un enlace enviado por correo',
  PROFILE_UPDATED: () => 'Actualizó el nombre y el teléfono del perfil',
  PREFERENCES_UPDATED: ({ language, timezone }) => `Estableció el idioma ${language} y la zona horaria ${timezone}`,
  ACCESS_REQUESTED: ({ products }) => `Solicitó acceso a ${listed(products)}`,
  TICKET_CREATED: ({ referenceNumber }) => `Creó el ticket de soporte ${referenceNumber}`,
  TICKET_COMMENTED: ({ referenceNumber }) => `Comentó el ticket de soporte ${referenceNumber}`,
  CONTACT_REQUEST_SENT: ({ market }) => `Envió una solicitud de contacto desde el sitio ${market}`,
  USER_INVITED: () => 'Usuario invitado',
  INVITATION_RESENT: () => 'Invitación enviada de nuevo',
  REGISTRATION_COMPLETED: () => 'Registro completado, términos aceptados',
  USER_ACTIVATED: () => 'Usuario activado después del registro',
  USER_ACCESS_CHANGED: () => 'Acceso del usuario modificado',
  USER_DELETED: () => 'Usuario eliminado',
  USER_BLOCKED: () => 'Usuario bloqueado',
  USER_UNBLOCKED: () => 'Usuario desbloqueado',
  USERS_EXPORTED: () => 'Usuarios exportados',
  BULK_USERS_APPLIED: ({ kind }) =>
    kind === 'create' ? 'Terminó la carga masiva de usuarios' : 'Terminó la edición masiva de usuarios',
  ACCESS_REQUEST_APPROVED: ({ requester, products, endDate }) =>
    `Aprobó el acceso de ${requester} a ${products}${endDate ? ` hasta el ${endDate}` : ''}`,
  ACCESS_REQUEST_REJECTED: ({ requester, products }) => `Rechazó el acceso de ${requester} a ${products}`,
  ACCESS_LAPSED: ({ requester, products, endDate }) =>
    `El acceso de ${requester} a ${products} venció después del ${endDate}`,
  ACCESS_AUDIT_COMPLETED: ({ dueDate, kept, removed }) =>
    `Completó la auditoría de acceso de usuarios con fecha límite ${dueDate}: conservados ${kept}, eliminados ${removed}`,
  ACCESS_REVIEW_DECIDED: ({ user, decision, dueDate }) =>
    `${decision === 'KEEP' ? 'Conservó' : 'Eliminó'} a ${user} en la auditoría de acceso de usuarios con fecha límite ${dueDate}`,
  ACCESS_REVIEW_CAMPAIGN_OPENED: ({ dueDate, companies }) =>
    `Abrió una revisión de acceso de usuarios de ${companies} empresas con fecha límite ${dueDate}`,
  ACCESS_REVIEW_DEADLINE_PASSED: ({ dueDate, blocked }) =>
    `La auditoría de acceso de usuarios con fecha límite ${dueDate} no se completó: ${blocked} usuarios bloqueados`,
  EMAIL_DOMAIN_ADDED: ({ domain }) => `Autorizó el dominio de correo ${readableDomain(domain)}`,
  EMAIL_DOMAIN_CHANGED: ({ domain, allowSubDomains, is3pDomain }) =>
    `Modificó el dominio de correo ${readableDomain(domain)}: subdominios ${allowSubDomains ? 'permitidos' : 'no permitidos'}, ${is3pDomain ? '' : 'no es '}dominio 3P`,
  EMAIL_DOMAIN_DELETED: ({ domain }) => `Eliminó el dominio de correo ${readableDomain(domain)}`,
  PARTNER_ASSOCIATED: ({ partner, apps, endsOn }) =>
    `Asoció a ${partner} con ${apps}${endsOn ? ` hasta el ${endsOn}` : ''}`,
  PARTNER_ACCESS_CHANGED: ({ partner, apps, endsOn }) =>
    `Dio a ${partner} ${apps}${endsOn ? ` hasta el ${endsOn}` : ''}`,
  PARTNER_ASSOCIATION_ENDED: ({ partner }) => `Terminó la asociación con ${partner}`,
  PARTNER_ASSOCIATION_LAPSED: ({ partner, endsOn }) => `La asociación con ${partner} venció después del ${endsOn}`,
};

const FRENCH: Descriptions = {
  SIGN_IN: ({ method }) =>
    method === 'password' ? 'Connexion avec un mot de passe' : 'Connexion par le fournisseur d’identité',
  SIGN_OUT: () => 'Déconnexion',
  SIGN_IN_REFUSED: ({ reason }) => `Connexion par le fournisseur d’identité refusée : ${FRENCH_SSO_REFUSALS[reason]}`,
  USER_PROVISIONED: ({ role }) => `Créé à sa première connexion par le fournisseur d’identité avec le rôle ${role}`,
  COMPANY_CONTEXT_SET: ({ companyName, reason }, { actor }) => `${actor} agit pour ${companyName} : ${reason}`,
  COMPANY_CONTEXT_RESET: ({ companyName }, { actor }) => `${actor} n’agit plus pour ${companyName}`,
  COMPANY_CONTEXT_SWITCHED: ({ companyName }, { actor }) => `${actor} travaille pour ${companyName}`,
  SUPER_ADMIN_CREATED: ({ email }) => `Superadministrateur ${email} créé en ligne de commande`,
  PASSWORD_RESET_REQUESTED: () => 'Lien de réinitialisation du mot de passe demandé',
  PASSWORD_RESET: () => 'Mot de passe réinitialisé avec un lien reçu par courriel',
  PROFILE_UPDATED: () => 'Nom et numéro de téléphone du profil mis à jour',
  PREFERENCES_UPDATED: ({ language, timezone }) => `Langue définie à ${language} et fuseau horaire à ${timezone}`,
  ACCESS_REQUESTED: ({ products }) => `Accès demandé à ${listed(products)}`,
  TICKET_CREATED: ({ referenceNumber }) => `Billet de soutien ${referenceNumber} créé`,
  TICKET_COMMENTED: ({ referenceNumber }) => `Commentaire ajouté au billet de soutien ${referenceNumber}`,
  CONTACT_REQUEST_SENT: ({ market }) => `Demande de contact envoyée depuis le site ${market}`,
  USER_INVITED: () => 'Utilisateur invité',
  INVITATION_RESENT: () => 'Invitation envoyée de nouveau',
  REGISTRATION_COMPLETED: () => 'Inscription terminée, conditions acceptées',
  USER_ACTIVATED: () => 'Utilisateur activé après son inscription',
  USER_ACCESS_CHANGED: () => 'Accès de l’utilisateur modifié',
  USER_DELETED: () => 'Utilisateur supprimé',
  USER_BLOCKED: () => 'Utilisateur bloqué',
  USER_UNBLOCKED: () => 'Utilisateur débloqué',
  USERS_EXPORTED: () => 'Utilisateurs exportés',
  BULK_USERS_APPLIED: ({ kind }) =>
    kind === 'create' ? 'Téléversement massif d’utilisateurs terminé' : 'Modification massive d’utilisateurs terminée',
  ACCESS_REQUEST_APPROVED: ({ requester, products, endDate }) =>
    `Accès de ${requester} à ${products} approuvé${endDate ? ` jusqu’au ${endDate}` : ''}`,
  ACCESS_REQUEST_REJECTED: ({ requester, products }) => `Accès de ${requester} à ${products} refusé`,
  ACCESS_LAPSED: ({ requester, products, endDate }) =>
    `L’accès de ${requester} à ${products} a expiré après le ${endDate}`,
  ACCESS_AUDIT_COMPLETED: ({ dueDate, kept, removed }) =>
    `Audit des accès des utilisateurs dû le ${dueDate} terminé : ${kept} conservés, ${removed} retirés`,
  ACCESS_REVIEW_DECIDED: ({ user, decision, dueDate }) =>
    `${user} ${decision === 'KEEP' ? 'conservé' : 'retiré'} dans l’audit des accès des utilisateurs dû le ${dueDate}`,
  ACCESS_REVIEW_CAMPAIGN_OPENED: ({ dueDate, companies }) =>
    `Revue des accès des utilisateurs de ${companies} entreprises ouverte, due le ${dueDate}`,
  ACCESS_REVIEW_DEADLINE_PASSED: ({ dueDate, blocked }) =>
    `L’audit des accès des utilisateurs dû le ${dueDate} n’a pas été terminé : ${blocked} utilisateurs bloqués`,
  EMAIL_DOMAIN_ADDED: ({ domain }) => `Domaine de courriel ${readableDomain(domain)} autorisé`,
  EMAIL_DOMAIN_CHANGED: ({ domain, allowSubDomains, is3pDomain }) =>
    `Domaine de courriel ${readableDomain(domain)} modifié : sous-domaines ${allowSubDomains ? 'permis' : 'non permis'}, ${is3pDomain ? '' : 'pas un '}domaine 3P`,
  EMAIL_DOMAIN_DELETED: ({ domain }) => `Domaine de courriel ${readableDomain(domain)} retiré`,
  PARTNER_ASSOCIATED: ({ partner, apps, endsOn }) =>
    `${partner} associé à ${apps}${endsOn ? ` jusqu’au ${endsOn}` : ''}`,
  PARTNER_ACCESS_CHANGED: ({ partner, apps, endsOn }) =>
    `${apps} donné à ${partner}${endsOn ? ` jusqu’au ${endsOn}` : ''}`,
  PARTNER_ASSOCIATION_ENDED: ({ partner }) => `Association avec ${partner} terminée`,
  PARTNER_ASSOCIATION_LAPSED: ({ partner, endsOn }) => `L’association avec ${partner} a expiré après le ${endsOn}`,
};

const DESCRIPTIONS: Readonly<Record<Locale, Descriptions>> = { 'en-US': ENGLISH, 'es-MX': SPANISH, 'fr-CA': FRENCH };

/** An activity as the log keeps it: its event and the details written with it. */
export interface DescribableActivity {
  readonly event: ActivityEvent;
  readonly details: object;
}

/** An activity in a reader's words. */
export function describeActivity(
  locale: Locale,
  { event, details }: DescribableActivity,
  entry: DescribedEntry,
): string {
  // The details were written for their event (`Activity` pairs them); TypeScript cannot follow the pair through the
  // union of every event.
  const describe = DESCRIPTIONS[locale][event] as (details: object, entry: DescribedEntry) => string;
  return describe(details, entry);
}
