import { MAX_BULK_ROWS, type BulkTaskKind, type Locale, type UserAssignmentOptions } from '@partner-insights/contracts';
import type { SpreadsheetCell, SpreadsheetContent } from '../../platform/spreadsheets/xlsx-stream';
import { BULK_COLUMNS, bulkHeaders, problemsText, rejectedRowsHeaders } from './bulk-columns';
import type { RejectedRow } from './bulk-task-service';
import type { FoundUser } from './company-users';

interface TemplateTexts {
  readonly usersSheet: string;
  readonly instructionsSheet: string;
  readonly rolesHeader: string;
  readonly productsHeader: string;
  readonly instructions: Readonly<Record<BulkTaskKind, readonly string[]>>;
  readonly roles: string;
  readonly products: string;
}

const TEXTS: Readonly<Record<Locale, TemplateTexts>> = {
  'en-US': {
    usersSheet: 'Users',
    instructionsSheet: 'Instructions',
    rolesHeader: 'Roles',
    productsHeader: 'Products',
    instructions: {
      create: [
        'Add one user per row on the Users sheet, below the header row. Keep the header row as it is.',
        'Email: the address the invitation goes to, at a domain authorised for your company.',
        'Role: choose one from the list. Products: choose from the list; for several, separate the codes with commas.',
        'Rows of existing users of your company change their role and products once you confirm the override.',
        'Up to 10,000 rows and 5 MB, as .xlsx (without macros or a password) or .csv.',
      ],
      edit: [
        'Each row is one of your company’s users, keyed by email: change the role and products, keep the email.',
        'Role: choose one from the list. Products: choose from the list; for several, separate the codes with commas.',
        'Rows you leave as they are change nothing. Delete the rows you do not need.',
        'Up to 10,000 rows and 5 MB, as .xlsx (without macros or a password) or .csv.',
      ],
    },
    roles: 'Roles you may give',
    products: 'Products you may give (code: name)',
  },
  'es-MX': {
    usersSheet: 'Usuarios',
    instructionsSheet: 'Instrucciones',
    rolesHeader: 'Roles',
    productsHeader: 'Productos',
    instructions: {
      create: [
        'Agregue un usuario por fila en la hoja Usuarios, debajo de los encabezados. No modifique la fila de encabezados.',
        'Correo electrónico: la dirección a la que se envía la invitación, de un dominio autorizado para su empresa.',
        'Rol: elija uno de la lista. Productos: elija de la lista; para varios, separe los códigos con comas.',
        'Las filas de usuarios existentes de su empresa cambian su rol y productos cuando usted confirma la sobrescritura.',
        'Hasta 10,000 filas y 5 MB, en .xlsx (sin macros ni contraseña) o .csv.',
      ],
      edit: [
        'Cada fila es un usuario de su empresa, identificado por su correo: cambie el rol y los productos, conserve el correo.',
        'Rol: elija uno de la lista. Productos: elija de la lista; para varios, separe los códigos con comas.',
        'Las filas que deje igual no cambian nada. Elimine las filas que no necesite.',
        'Hasta 10,000 filas y 5 MB, en .xlsx (sin macros ni contraseña) o .csv.',
      ],
    },
    roles: 'Roles que puede asignar',
    products: 'Productos que puede asignar (código: nombre)',
  },
  'fr-CA': {
    usersSheet: 'Utilisateurs',
    instructionsSheet: 'Instructions',
    rolesHeader: 'Rôles',
    productsHeader: 'Produits',
    instructions: {
      create: [
        'Ajoutez un utilisateur par ligne dans la feuille Utilisateurs, sous la ligne d’en-tête. Ne modifiez pas la ligne d’en-tête.',
        'Courriel : l’adresse où l’invitation est envoyée, d’un domaine autorisé pour votre entreprise.',
        'Rôle : choisissez-en un dans la liste. Produits : choisissez dans la liste; pour plusieurs, séparez les codes par des virgules.',
        'Les lignes d’utilisateurs existants de votre entreprise changent leur rôle et leurs produits une fois le remplacement confirmé.',
        'Jusqu’à 10 000 lignes et 5 Mo, en .xlsx (sans macros ni mot de passe) ou .csv.',
      ],
      edit: [
        'Chaque ligne est un utilisateur de votre entreprise, identifié par son courriel : changez le rôle et les produits, gardez le courriel.',
        'Rôle : choisissez-en un dans la liste. Produits : choisissez dans la liste; pour plusieurs, séparez les codes par des virgules.',
        'Les lignes laissées telles quelles ne changent rien. Supprimez les lignes inutiles.',
        'Jusqu’à 10 000 lignes et 5 Mo, en .xlsx (sans macros ni mot de passe) ou .csv.',
      ],
    },
    roles: 'Rôles que vous pouvez attribuer',
    products: 'Produits que vous pouvez attribuer (code : nom)',
  },
};

async function* listed<T>(items: readonly T[], cells: (item: T) => readonly SpreadsheetCell[]) {
  for (const item of items) yield cells(item);
}

async function* userCells(users: AsyncIterable<FoundUser>) {
  for await (const user of users) {
    yield BULK_COLUMNS.map((column) => (column === 'products' ? user.products.join(',') : user[column]));
  }
}

const ROLE_COLUMN = BULK_COLUMNS.indexOf('role');
const PRODUCTS_COLUMN = BULK_COLUMNS.indexOf('products');
const LISTS_SHEET = 'Lists';

/**
 * A bulk template: the users sheet in the reader's language (for an edit, the company's users filled in) with
 * drop-down lists of the roles and products the admin may give, the instructions, and the lists' hidden sheet.
 */
export function bulkTemplate(
  kind: BulkTaskKind,
  locale: Locale,
  options: UserAssignmentOptions,
  users?: AsyncIterable<FoundUser>,
): SpreadsheetContent[] {
  const texts = TEXTS[locale];
  const { roles, products } = options;
  const longest = Math.max(roles.length, products.length);
  const listRows = Array.from({ length: longest }, (_, index) => [roles[index] ?? null, products[index]?.code ?? null]);
  const range = (letter: string, count: number) => `${LISTS_SHEET}!$${letter}$2:$${letter}$${count + 1}`;
  return [
    {
      sheetName: texts.usersSheet,
      headers: bulkHeaders(locale),
      columnWidths: [36, 18, 18, 20, 40],
      rows: users ? userCells(users) : listed([], () => []),
      listValidations: [
        ...(roles.length
          ? [{ column: ROLE_COLUMN, range: range('A', roles.length), rows: MAX_BULK_ROWS, strict: true }]
          : []),
        ...(products.length
          ? [{ column: PRODUCTS_COLUMN, range: range('B', products.length), rows: MAX_BULK_ROWS, strict: false }]
          : []),
      ],
    },
    {
      sheetName: texts.instructionsSheet,
      headers: [texts.instructionsSheet],
      columnWidths: [120],
      rows: listed(
        [
          ...texts.instructions[kind],
          '',
          `${texts.roles}: ${roles.join(', ')}`,
          `${texts.products}:`,
          ...products.map(({ code, title }) => `${code}: ${title}`),
        ],
        (line) => [line],
      ),
    },
    {
      sheetName: LISTS_SHEET,
      headers: [texts.rolesHeader, texts.productsHeader],
      rows: listed(listRows, (row) => row),
      hidden: true,
    },
  ];
}

async function* rejectedCells(rows: AsyncIterable<RejectedRow>, locale: Locale) {
  for await (const { cells, problems } of rows) {
    yield [...BULK_COLUMNS.map((column) => cells[column]), problemsText(problems, locale)];
  }
}

/** The rows that were not applied, as typed, with the error column: to fix and upload again. */
export const rejectedRowsSheet = (rows: AsyncIterable<RejectedRow>, locale: Locale): SpreadsheetContent => ({
  sheetName: TEXTS[locale].usersSheet,
  headers: rejectedRowsHeaders(locale),
  columnWidths: [36, 18, 18, 20, 40, 60],
  rows: rejectedCells(rows, locale),
});
