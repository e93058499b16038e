import { LOCALES, type BulkRowProblem, type Locale } from '@partner-insights/contracts';

/** The template's columns, in order: both templates have the same, keyed by email. */
export const BULK_COLUMNS = ['email', 'firstName', 'lastName', 'role', 'products'] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];

/** A spreadsheet row as typed, one text per column. */
export type BulkCells = Readonly<Record<BulkColumn, string>>;

const HEADERS: Readonly<Record<Locale, Readonly<Record<BulkColumn | 'error', string>>>> = {
  'en-US': {
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    role: 'Role',
    products: 'Products',
    error: 'Error',
  },
  'es-MX': {
    email: 'Correo electrónico',
    firstName: 'Nombre',
    lastName: 'Apellido',
    role: 'Rol',
    products: 'Productos',
    error: 'Error',
  },
  'fr-CA': {
    email: 'Courriel',
    firstName: 'Prénom',
    lastName: 'Nom',
    role: 'Rôle',
    products: 'Produits',
    error: 'Erreur',
  },
};

/** The template's header row in the reader's language. */
export const bulkHeaders = (locale: Locale): string[] => BULK_COLUMNS.map((column) => HEADERS[locale][column]);

/** The rejected rows' file adds the error column. */
export const rejectedRowsHeaders = (locale: Locale): string[] => [...bulkHeaders(locale), HEADERS[locale].error];

const normalised = (header: string) => header.trim().toLowerCase();

/**
 * Whether a header row is the template's, in any of the portal's languages (an admin may fill a colleague's
 * template); columns after the template's, such as the rejected rows' error column, are ignored.
 */
export function isTemplateHeader(header: readonly string[]): boolean {
  return BULK_COLUMNS.every((column, index) =>
    LOCALES.some((locale) => normalised(HEADERS[locale][column]) === normalised(header[index] ?? '')),
  );
}

const PROBLEM_TEXTS: Readonly<Record<Locale, Readonly<Record<BulkRowProblem, string>>>> = {
  'en-US': {
    invalidEmail: 'Enter a valid email address',
    missingName: 'Enter the first and last name (50 characters at most)',
    notAuthorisedDomain: 'The email domain is not authorised for this company',
    unknownRole: 'Choose one of the roles in the list',
    unknownProduct: 'Choose products from the list, separated by commas',
    duplicateRow: 'This email is on an earlier row',
    alreadyUser: 'This email already belongs to a user',
    notAUser: 'No user of this company has this email',
    changedSinceUpload: 'The user changed after the upload; upload the row again',
  },
  'es-MX': {
    invalidEmail: 'Ingrese un correo electrónico válido',
    missingName: 'Ingrese el nombre y el apellido (50 caracteres como máximo)',
    notAuthorisedDomain: 'El dominio del correo no está autorizado para esta empresa',
    unknownRole: 'Elija uno de los roles de la lista',
    unknownProduct: 'Elija productos de la lista, separados por comas',
    duplicateRow: 'Este correo está en una fila anterior',
    alreadyUser: 'Este correo ya pertenece a un usuario',
    notAUser: 'Ningún usuario de esta empresa tiene este correo',
    changedSinceUpload: 'El usuario cambió después de la carga; vuelva a cargar la fila',
  },
  'fr-CA': {
    invalidEmail: 'Entrez une adresse courriel valide',
    missingName: 'Entrez le prénom et le nom (50 caractères au plus)',
    notAuthorisedDomain: 'Le domaine du courriel n’est pas autorisé pour cette entreprise',
    unknownRole: 'Choisissez un des rôles de la liste',
    unknownProduct: 'Choisissez des produits de la liste, séparés par des virgules',
    duplicateRow: 'Ce courriel figure sur une ligne précédente',
    alreadyUser: 'Ce courriel appartient déjà à un utilisateur',
    notAUser: 'Aucun utilisateur de cette entreprise n’a ce courriel',
    changedSinceUpload: 'L’utilisateur a changé après le téléversement; téléversez la ligne de nouveau',
  },
};

/** The error column's text: every problem of the row, in the reader's language. */
export const problemsText = (problems: readonly BulkRowProblem[], locale: Locale): string =>
  problems.map((problem) => PROBLEM_TEXTS[locale][problem]).join('; ');

/** The products cell: codes separated by commas (or semicolons, as some spreadsheet programs write lists). */
export const productCodesOf = (cell: string): string[] =>
  cell
    .split(/[,;]/)
    .map((code) => code.trim())
    .filter((code) => code !== '');
