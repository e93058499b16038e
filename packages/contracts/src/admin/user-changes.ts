import * as v from 'valibot';
import { AccountEmailSchema } from '../identity/sign-in';
import { ROLES } from '../identity/identity-values';

/** Longest first or last name. */
export const MAX_PERSON_NAME_LENGTH = 50;
/** Longest reason for blocking a user. */
export const MAX_BLOCK_REASON_LENGTH = 250;
/** Most users one call adds, edits, deletes, blocks or unblocks. */
export const MAX_USERS_PER_CHANGE = 100;

const personName = (field: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`Enter the ${field}`),
    v.maxLength(MAX_PERSON_NAME_LENGTH, `Keep the ${field} to ${MAX_PERSON_NAME_LENGTH} characters`),
  );

/** Product codes, each once. */
const ProductCodesSchema = v.pipe(
  v.array(v.pipe(v.string(), v.nonEmpty(), v.maxLength(64))),
  v.maxLength(50),
  v.checkItems((code, index, codes) => codes.indexOf(code) === index, 'Choose each product once'),
);

/** Login ids of the users a change applies to, each once. */
const LoginIdsSchema = v.pipe(
  v.array(v.pipe(v.string(), v.nonEmpty(), v.maxLength(254))),
  v.minLength(1, 'Choose at least one user'),
  v.maxLength(MAX_USERS_PER_CHANGE, `Choose at most ${MAX_USERS_PER_CHANGE} users at once`),
  v.checkItems((id, index, ids) => ids.indexOf(id) === index, 'Choose each user once'),
);

/** A user an admin adds: who, with which role (persona) and which of the company's products. */
export const NewUserSchema = v.object({
  firstName: personName('first name'),
  lastName: personName('last name'),
  email: AccountEmailSchema,
  role: v.picklist(ROLES),
  products: ProductCodesSchema,
});
export type NewUserInput = v.InferInput<typeof NewUserSchema>;
export type NewUser = v.InferOutput<typeof NewUserSchema>;

/** Body of POST companies/{id}/users/validate and POST companies/{id}/users. */
export const NewUsersSchema = v.object({
  users: v.pipe(
    v.array(NewUserSchema),
    v.minLength(1, 'Add at least one user'),
    v.maxLength(MAX_USERS_PER_CHANGE, `Add at most ${MAX_USERS_PER_CHANGE} users at once`),
  ),
});
export type NewUsers = v.InferOutput<typeof NewUsersSchema>;

/** Why a new user cannot be added; the app words each in the reader's language. */
export const NEW_USER_PROBLEMS = {
  email: ['notAuthorisedDomain', 'alreadyUser', 'alreadyInvited', 'repeatedInList'],
  role: ['roleNotAllowed'],
  products: ['unknownProduct'],
} as const;
export type NewUserField = keyof typeof NEW_USER_PROBLEMS;
export type NewUserProblem = (typeof NEW_USER_PROBLEMS)[NewUserField][number];

/** What is wrong with one new user, by field; every field of a user that may be added is absent. */
export const NewUserProblemsSchema = v.object({
  email: v.optional(v.picklist(NEW_USER_PROBLEMS.email)),
  role: v.optional(v.picklist(NEW_USER_PROBLEMS.role)),
  products: v.optional(v.picklist(NEW_USER_PROBLEMS.products)),
});
export type NewUserProblems = v.InferOutput<typeof NewUserProblemsSchema>;

/**
 * Answer of POST companies/{id}/users/validate, and the 422 details of POST companies/{id}/users: one entry per
 * user sent, in order. `valid` is true when no user has a problem.
 */
export const NewUsersValidationSchema = v.object({
  valid: v.boolean(),
  users: v.array(NewUserProblemsSchema),
});
export type NewUsersValidation = v.InferOutput<typeof NewUsersValidationSchema>;

/** Answer of POST companies/{id}/users: the invitations sent, one CREATE_USER task each. */
export const NewUsersCreatedSchema = v.object({
  users: v.array(v.object({ loginId: v.string(), taskId: v.string() })),
});
export type NewUsersCreated = v.InferOutput<typeof NewUsersCreatedSchema>;

/** Body of PUT companies/{id}/users/access: one user's role and products, as they are to be. */
export const UserAccessSetSchema = v.object({
  loginId: v.pipe(v.string(), v.nonEmpty()),
  role: v.picklist(ROLES),
  products: ProductCodesSchema,
});
export type UserAccessSet = v.InferOutput<typeof UserAccessSetSchema>;

/** Body of POST companies/{id}/users/access: products granted to several users, besides those they have. */
export const UserAccessGrantSchema = v.object({
  loginIds: LoginIdsSchema,
  products: v.pipe(ProductCodesSchema, v.minLength(1, 'Choose at least one product')),
});
export type UserAccessGrant = v.InferOutput<typeof UserAccessGrantSchema>;

/** Body of POST companies/{id}/users/delete and POST companies/{id}/users/unblock. */
export const UsersSelectionSchema = v.object({ loginIds: LoginIdsSchema });
export type UsersSelection = v.InferOutput<typeof UsersSelectionSchema>;

/** Body of POST companies/{id}/users/block. */
export const UsersBlockSchema = v.object({
  loginIds: LoginIdsSchema,
  reason: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Give a reason'),
    v.maxLength(MAX_BLOCK_REASON_LENGTH, `Keep the reason to ${MAX_BLOCK_REASON_LENGTH} characters`),
  ),
});
export type UsersBlock = v.InferOutput<typeof UsersBlockSchema>;

/** Answer of the changes to several users: how many were changed. */
export const UsersChangedSchema = v.object({ changed: v.pipe(v.number(), v.integer(), v.minValue(0)) });
export type UsersChanged = v.InferOutput<typeof UsersChangedSchema>;

/** Answer of GET companies/{id}/batch-tasks/{taskId}/RESEND_INVITE: the spec's confirmation. */
export const InvitationResentSchema = v.object({ message: v.string() });
export type InvitationResent = v.InferOutput<typeof InvitationResentSchema>;

/**
 * Answer of GET companies/{id}/personas: the roles an admin of the company may give its users, and the products
 * they may give access to (the company's ACTIVE associated products), titles in the reader's language.
 */
export const UserAssignmentOptionsSchema = v.object({
  roles: v.array(v.picklist(ROLES)),
  products: v.array(v.object({ code: v.string(), title: v.string() })),
});
export type UserAssignmentOptions = v.InferOutput<typeof UserAssignmentOptionsSchema>;

/** The spec's user management messages, as the server's callers read them (the app words its own). */
export const USER_MANAGEMENT_MESSAGES = {
  singleUserAdded: 'Single user addition started successfully.',
  usersAdded: 'New users were successfully added.',
  deletionStarted: 'Deletion started.',
  deletionFailed: 'Deletion unsuccessful.',
  editStarted: 'Edit started.',
  emailSent: 'Email sent successfully.',
  resendFailed: 'Resend email failed.',
} as const;
