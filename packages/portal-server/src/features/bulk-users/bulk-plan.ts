import {
  NewUserSchema,
  type BulkRowAction,
  type BulkRowProblem,
  type BulkTaskKind,
  type NewUser,
  type NewUserProblems,
  type UserAssignmentOptions,
} from '@partner-insights/contracts';
import * as v from 'valibot';
import { productCodesOf, type BulkCells } from './bulk-columns';

/** A row checked on its own: the user it describes, or what is wrong with it. */
export type ParsedRow =
  { readonly ok: true; readonly user: NewUser } | { readonly ok: false; readonly problems: BulkRowProblem[] };

const FIELD_PROBLEMS: Readonly<Record<string, BulkRowProblem>> = {
  email: 'invalidEmail',
  firstName: 'missingName',
  lastName: 'missingName',
  role: 'unknownRole',
  products: 'unknownProduct',
};

/** Reads a row's cells as a new user, by the same schema as adding one user. */
export function parseRow(cells: BulkCells): ParsedRow {
  const parsed = v.safeParse(NewUserSchema, {
    email: cells.email,
    firstName: cells.firstName,
    lastName: cells.lastName,
    role: cells.role.trim().toUpperCase(),
    products: productCodesOf(cells.products).map((code) => code.toUpperCase()),
  });
  if (parsed.success) return { ok: true, user: parsed.output };
  const problems = parsed.issues.map((issue) => FIELD_PROBLEMS[String(issue.path?.[0]?.key)] ?? 'invalidEmail');
  return { ok: false, problems: [...new Set(problems)] };
}

/** The user-management validation's words for a new user's problems, in the bulk vocabulary. */
export function bulkProblemsOf(problems: NewUserProblems): BulkRowProblem[] {
  const found: BulkRowProblem[] = [];
  if (problems.email === 'notAuthorisedDomain') found.push('notAuthorisedDomain');
  if (problems.email === 'alreadyUser' || problems.email === 'alreadyInvited') found.push('alreadyUser');
  if (problems.email === 'repeatedInList') found.push('duplicateRow');
  if (problems.role) found.push('unknownRole');
  if (problems.products) found.push('unknownProduct');
  return found;
}

/** A user of the company a row may change, with the access they hold now. */
export interface CompanyUser {
  readonly role: string;
  readonly products: readonly string[];
}

/** What an existing user's row would do: change their role and products, or nothing. */
export function existingUserAction(
  user: NewUser,
  current: CompanyUser,
  options: UserAssignmentOptions,
): { action: BulkRowAction; problems: BulkRowProblem[] } {
  const problems: BulkRowProblem[] = [];
  if (!options.roles.includes(user.role)) problems.push('unknownRole');
  if (!user.products.every((code) => options.products.some((product) => product.code === code))) {
    problems.push('unknownProduct');
  }
  if (problems.length > 0) return { action: 'error', problems };
  const sameProducts =
    user.products.length === current.products.length && user.products.every((code) => current.products.includes(code));
  return { action: user.role === current.role && sameProducts ? 'unchanged' : 'update', problems };
}

/** A row that is no user of the company: added by a create upload (if valid), an error in a bulk edit. */
export const newUserAction = (kind: BulkTaskKind, problems: BulkRowProblem[]) =>
  kind === 'edit'
    ? { action: 'error' as const, problems: ['notAUser' as const] }
    : { action: problems.length > 0 ? ('error' as const) : ('create' as const), problems };
