import type { UserRow } from './DataTable.fixtures';
import type { DataTableColumn } from './types';

type Locale = 'es-MX' | 'fr-CA';

/** The words of a user list as an app would give them in Spanish and French: long headers and values. */
const words = {
  'es-MX': {
    name: 'Nombre',
    email: 'Correo electrónico',
    userType: 'Tipo de usuario',
    companyType: 'Tipo de empresa',
    appAccess: 'Acceso a aplicaciones',
    role: 'Rol',
    status: 'Estado',
    lastLogin: 'Último inicio de sesión',
    external: 'Externo',
    internal: 'Interno',
    supplier: 'Proveedor',
    thirdParty: 'Tercero',
    reports: 'Generador de informes',
    administrator: 'Administrador',
    user: 'Usuario',
    Active: 'Activo',
    Pending: 'Pendiente',
    Blocked: 'Bloqueado',
  },
  'fr-CA': {
    name: 'Nom',
    email: 'Adresse courriel',
    userType: "Type d'utilisateur",
    companyType: "Type d'entreprise",
    appAccess: 'Accès aux applications',
    role: 'Rôle',
    status: 'Statut',
    lastLogin: 'Dernière connexion',
    external: 'Externe',
    internal: 'Interne',
    supplier: 'Fournisseur',
    thirdParty: 'Tiers',
    reports: 'Générateur de rapports',
    administrator: 'Administrateur',
    user: 'Utilisateur',
    Active: 'Actif',
    Pending: 'En attente',
    Blocked: 'Bloqué',
  },
} as const;

/**
 * Eight columns with the shares of the portal's user list. The columns of labels name them as their whole words
 * ("Fournisseur", "Administrateur", "Bloqueado"); those of data declare the room the longest needs ("Générateur",
 * 10/01/2026); the others need no more than their header's words.
 */
export function wideUserColumns(locale: Locale): readonly DataTableColumn<UserRow>[] {
  const text = words[locale];
  const isInternal = (user: UserRow) => user.uiCompanyType === 'Internal';
  const companyTypes = { Supplier: text.supplier, 'Third party': text.thirdParty, Internal: text.internal };
  return [
    {
      id: 'name',
      header: text.name,
      value: (user) => `${user.firstName} ${user.lastName}`,
      isSortable: true,
      width: 1.5,
    },
    { id: 'email', header: text.email, value: (user) => user.email, maxLength: 30, isSortable: true, width: 1.75 },
    { id: 'userType', header: text.userType, value: (user) => (isInternal(user) ? text.internal : text.external) },
    {
      id: 'companyType',
      header: text.companyType,
      value: (user) => companyTypes[user.uiCompanyType as keyof typeof companyTypes],
      width: 1.25,
      wholeWords: Object.values(companyTypes),
    },
    { id: 'appAccess', header: text.appAccess, value: () => text.reports, width: 1.25, minWidth: 7 },
    {
      id: 'role',
      header: text.role,
      value: (user) => (isInternal(user) ? text.administrator : text.user),
      isSortable: true,
      width: 1.5,
      wholeWords: [text.administrator, text.user],
    },
    {
      id: 'status',
      header: text.status,
      value: (user) => text[user.uiState],
      isSortable: true,
      wholeWords: [text.Active, text.Pending, text.Blocked],
    },
    {
      id: 'lastLogin',
      header: text.lastLogin,
      value: (user) => user.uiLastLoginTime,
      isSortable: true,
      width: 1.25,
      minWidth: 7,
    },
  ];
}
