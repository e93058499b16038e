import {
  COMPANY_TYPE_LABELS,
  type AccessRequestRow,
  type Locale,
  type UserRow,
  type UserRowTab,
} from '@partner-insights/contracts';
import type { SpreadsheetCell } from '../../platform/spreadsheets/xlsx-stream';

/** The spec's column labels of the user management tables (administration-and-content §2), and the stage of pending rows. */
type UserColumnKey =
  | 'name'
  | 'email'
  | 'userType'
  | 'companyName'
  | 'companyType'
  | 'appAccess'
  | 'role'
  | 'status'
  | 'lastLogin'
  | 'requestedBy'
  | 'requestedOn'
  | 'stage'
  | 'blockedDate'
  | 'blockedBy'
  | 'reason';
type ColumnKey = UserColumnKey | 'products' | 'requesterNote' | 'supplierCompanyName';

const LABELS: Readonly<Record<Locale, Readonly<Record<ColumnKey, string>>>> = {
  'en-US': {
    name: 'Name',
    email: 'Email',
    userType: 'User Type',
    companyName: '3P Company Name',
    companyType: 'Company Type',
    appAccess: 'App Access',
    role: 'Role',
    status: 'Status',
    lastLogin: 'Last Login',
    requestedBy: 'Requested by',
    requestedOn: 'Requested On',
    stage: 'Stage',
    blockedDate: 'Blocked Date',
    blockedBy: 'Blocked by',
    reason: 'Reason',
    products: 'Products',
    requesterNote: 'Requester Note',
    supplierCompanyName: 'Supplier Company Name',
  },
  'es-MX': {
    name: 'Nombre',
    email: 'Correo electrónico',
    userType: 'Tipo de usuario',
    companyName: 'Nombre de la empresa 3P',
    companyType: 'Tipo de empresa',
    appAccess: 'Acceso a aplicaciones',
    role: 'Rol',
    status: 'Estado',
    lastLogin: 'Último inicio de sesión',
    requestedBy: 'Solicitado por',
    requestedOn: 'Solicitado el',
    stage: 'Etapa',
    blockedDate: 'Fecha de bloqueo',
    blockedBy: 'Bloqueado por',
    reason: 'Motivo',
    products: 'Productos',
    requesterNote: 'Nota del solicitante',
    supplierCompanyName: 'Nombre de la empresa proveedora',
  },
  'fr-CA': {
    name: 'Nom',
    email: 'Courriel',
    userType: 'Type d’utilisateur',
    companyName: 'Nom de l’entreprise 3P',
    companyType: 'Type d’entreprise',
    appAccess: 'Accès aux applications',
    role: 'Rôle',
    status: 'Statut',
    lastLogin: 'Dernière connexion',
    requestedBy: 'Demandé par',
    requestedOn: 'Demandé le',
    stage: 'Étape',
    blockedDate: 'Date de blocage',
    blockedBy: 'Bloqué par',
    reason: 'Motif',
    products: 'Produits',
    requesterNote: 'Note du demandeur',
    supplierCompanyName: 'Nom de l’entreprise fournisseur',
  },
};

/** The columns of each tab's export, as its table shows them. */
const TAB_COLUMNS: Readonly<Record<UserRowTab, readonly UserColumnKey[]>> = {
  userManagement: ['name', 'email', 'userType', 'companyType', 'appAccess', 'role', 'status', 'lastLogin'],
  pendingUserManagement: ['name', 'email', 'userType', 'appAccess', 'role', 'requestedBy', 'requestedOn', 'stage'],
  blockedUserManagement: ['name', 'email', 'userType', 'appAccess', 'role', 'blockedDate', 'blockedBy', 'reason'],
  sponsoredSupplier: ['name', 'email', 'companyName', 'companyType', 'appAccess', 'role', 'status', 'lastLogin'],
};

/** The spec's date numbers: DD-MM-YYYY (in UTC, as the server keeps time). */
export function ddMmYyyy(isoTimestamp: string | null): string | null {
  if (isoTimestamp === null) return null;
  const [year, month, day] = isoTimestamp.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

const CELLS: Readonly<Record<UserColumnKey, (row: UserRow) => SpreadsheetCell>> = {
  name: (row) => `${row.firstName} ${row.lastName}`,
  email: (row) => row.email,
  userType: (row) => row.userType,
  companyName: (row) => row.companyName,
  companyType: (row) => COMPANY_TYPE_LABELS[row.uiCompanyType],
  appAccess: (row) => row.uiAppAccess.join(', '),
  role: (row) => row.role,
  status: (row) => row.uiState,
  lastLogin: (row) => ddMmYyyy(row.uiLastLoginTime),
  requestedBy: (row) => row.createdBy,
  requestedOn: (row) => ddMmYyyy(row.uiCreatedOnDate),
  stage: (row) => row.stage,
  blockedDate: (row) => ddMmYyyy(row.uiBlockedOn),
  blockedBy: (row) => row.uiBlockedBy,
  reason: (row) => row.blockedReason,
};

/** The tab's column headers in the reader's language. */
export const exportHeaders = (tab: UserRowTab, locale: Locale): string[] =>
  TAB_COLUMNS[tab].map((key) => LABELS[locale][key]);

/** A row's cells, in the tab's columns. */
export const exportCells = (tab: UserRowTab, row: UserRow): SpreadsheetCell[] =>
  TAB_COLUMNS[tab].map((key) => CELLS[key](row));

/** The access requests tab's columns, as its table shows them. */
const ACCESS_REQUEST_CELLS: ReadonlyArray<readonly [ColumnKey, (row: AccessRequestRow) => SpreadsheetCell]> = [
  ['requestedBy', (row) => `${row.first_name} ${row.last_name}`],
  ['email', (row) => row.email],
  ['products', (row) => row.product_text],
  ['requesterNote', (row) => row.requestor_note],
  ['requestedOn', (row) => ddMmYyyy(row.create_time)],
  ['supplierCompanyName', (row) => row.companyName],
];

/** The access requests tab's column headers in the reader's language. */
export const accessRequestExportHeaders = (locale: Locale): string[] =>
  ACCESS_REQUEST_CELLS.map(([key]) => LABELS[locale][key]);

/** An access request's cells, in the tab's columns. */
export const accessRequestExportCells = (row: AccessRequestRow): SpreadsheetCell[] =>
  ACCESS_REQUEST_CELLS.map(([, cell]) => cell(row));
