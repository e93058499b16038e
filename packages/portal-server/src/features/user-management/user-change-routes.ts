import {
  InvitationResentSchema,
  NewUsersCreatedSchema,
  NewUsersSchema,
  NewUsersValidationSchema,
  type Permission,
  USER_MANAGEMENT_MESSAGES,
  UserAccessGrantSchema,
  UserAccessSetSchema,
  UsersBlockSchema,
  UsersChangedSchema,
  UsersSelectionSchema,
} from '@partner-insights/contracts';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { errorResponse } from '../../platform/http/error-envelope';
import { requestLocale, requestSite } from '../../platform/http/request-site';
import { requireJson } from '../../platform/http/require-json';
import { validateJson } from '../../platform/http/validate-request';
import type { Guard } from '../../platform/policy/guard';
import type { CompanyPolicy } from '../../platform/policy/route-policy';
import { portalOrigin, UNKNOWN_PORTAL_HOST_MESSAGE, type SignedInEnv } from '../identity';
import type { NewUsersService } from './new-users-service';
import type { RegistrationService } from './registration-service';
import type { ChangeResult, UserChangesService } from './user-changes-service';
import { answers, JSON_BODY_ERRORS } from '../../platform/openapi/answer-schemas';

/** Far above a hundred users with every product each. */
const MAX_NEW_USERS_BODY_BYTES = 512 * 1024;
/** Far above a hundred login ids and a reason. */
const MAX_CHANGE_BODY_BYTES = 64 * 1024;

const onUsers = (action: Permission['action']): CompanyPolicy => ({
  access: 'company',
  param: 'companyId',
  permission: { action, resource: 'USER' },
});

const TaskIdSchema = v.pipe(v.string(), v.uuid());

const NEW_USERS_REFUSED_MESSAGE = 'Some users cannot be added';
const NOT_COMPANY_USERS_MESSAGE = 'No user of this company has these login ids';
const SELF_MESSAGE = 'You cannot do this to your own account';
const WRONG_STATUS_MESSAGE = 'These users’ status does not allow this change';
const ROLE_NOT_ALLOWED_MESSAGE = 'This company cannot give this role';
const UNKNOWN_PRODUCTS_MESSAGE = 'This company cannot give access to these products here';

/** What a change to several users fails with. */
const CHANGE_ERRORS = {
  ...JSON_BODY_ERRORS,
  400: [SELF_MESSAGE, ROLE_NOT_ALLOWED_MESSAGE, UNKNOWN_PRODUCTS_MESSAGE],
  404: NOT_COMPANY_USERS_MESSAGE,
  409: WRONG_STATUS_MESSAGE,
} as const;
const CHANGED = { example: { changed: 1 }, errors: CHANGE_ERRORS };

/** Answers a change to several users: what changed, or why nothing did. */
function changeResponse(c: Context, result: ChangeResult): Response {
  switch (result.outcome) {
    case 'changed':
      return c.json({ changed: result.changed }, 200);
    case 'notFound':
      return errorResponse(c, 404, NOT_COMPANY_USERS_MESSAGE, { loginIds: result.loginIds });
    case 'self':
      return errorResponse(c, 400, SELF_MESSAGE);
    case 'wrongStatus':
      return errorResponse(c, 409, WRONG_STATUS_MESSAGE, { loginIds: result.loginIds });
    case 'roleNotAllowed':
      return errorResponse(c, 400, ROLE_NOT_ALLOWED_MESSAGE);
    case 'unknownProducts':
      return errorResponse(c, 400, UNKNOWN_PRODUCTS_MESSAGE, { codes: result.codes });
  }
}

export interface UserChangeRoutesOptions {
  readonly newUsers: NewUsersService;
  readonly changes: UserChangesService;
  readonly registration: RegistrationService;
  readonly trustProxy: boolean;
  readonly portalHosts: readonly string[];
  readonly guard: Guard;
}

/** User management's changes: adding (inviting) users, their access, deleting, blocking, resending invites. */
export function userChangeRoutes({
  newUsers,
  changes,
  registration,
  trustProxy,
  portalHosts,
  guard,
}: UserChangeRoutesOptions): Hono<SignedInEnv> {
  const companyIdOf = (c: Context) => c.req.param('companyId') ?? '';
  const changeBody = bodyLimit({ maxSize: MAX_CHANGE_BODY_BYTES });

  return new Hono<SignedInEnv>()
    .post(
      '/companies/:companyId/users/validate',
      guard(onUsers('CREATE')),
      answers(NewUsersValidationSchema, { errors: JSON_BODY_ERRORS }),
      requireJson,
      bodyLimit({ maxSize: MAX_NEW_USERS_BODY_BYTES }),
      validateJson(NewUsersSchema),
      async (c) => c.json(await newUsers.validate(companyIdOf(c), c.req.valid('json').users, requestSite(c)), 200),
    )
    .post(
      '/companies/:companyId/users',
      guard(onUsers('CREATE')),
      answers(NewUsersCreatedSchema, {
        status: 201,
        errors: { ...JSON_BODY_ERRORS, 400: UNKNOWN_PORTAL_HOST_MESSAGE, 422: NEW_USERS_REFUSED_MESSAGE },
      }),
      requireJson,
      bodyLimit({ maxSize: MAX_NEW_USERS_BODY_BYTES }),
      validateJson(NewUsersSchema),
      async (c) => {
        const origin = portalOrigin(c, trustProxy, portalHosts);
        if (!origin) return errorResponse(c, 400, UNKNOWN_PORTAL_HOST_MESSAGE);
        const result = await newUsers.create(c.var.actor, companyIdOf(c), c.req.valid('json').users, {
          site: requestSite(c),
          locale: requestLocale(c),
          origin,
        });
        if (result.outcome === 'invalid') {
          return errorResponse(c, 422, NEW_USERS_REFUSED_MESSAGE, result.validation);
        }
        return c.json(result.created, 201);
      },
    )
    .put(
      '/companies/:companyId/users/access',
      guard(onUsers('UPDATE')),
      answers(UsersChangedSchema, CHANGED),
      requireJson,
      changeBody,
      validateJson(UserAccessSetSchema),
      async (c) =>
        changeResponse(c, await changes.setAccess(c.var.actor, companyIdOf(c), c.req.valid('json'), requestSite(c))),
    )
    .post(
      '/companies/:companyId/users/access',
      guard(onUsers('UPDATE')),
      answers(UsersChangedSchema, CHANGED),
      requireJson,
      changeBody,
      validateJson(UserAccessGrantSchema),
      async (c) =>
        changeResponse(c, await changes.grantAccess(c.var.actor, companyIdOf(c), c.req.valid('json'), requestSite(c))),
    )
    .post(
      '/companies/:companyId/users/delete',
      guard(onUsers('DELETE')),
      answers(UsersChangedSchema, CHANGED),
      requireJson,
      changeBody,
      validateJson(UsersSelectionSchema),
      async (c) => changeResponse(c, await changes.remove(c.var.actor, companyIdOf(c), c.req.valid('json').loginIds)),
    )
    .post(
      '/companies/:companyId/users/block',
      guard(onUsers('UPDATE')),
      answers(UsersChangedSchema, CHANGED),
      requireJson,
      changeBody,
      validateJson(UsersBlockSchema),
      async (c) => changeResponse(c, await changes.block(c.var.actor, companyIdOf(c), c.req.valid('json'))),
    )
    .post(
      '/companies/:companyId/users/unblock',
      guard(onUsers('UPDATE')),
      answers(UsersChangedSchema, CHANGED),
      requireJson,
      changeBody,
      validateJson(UsersSelectionSchema),
      async (c) => changeResponse(c, await changes.unblock(c.var.actor, companyIdOf(c), c.req.valid('json').loginIds)),
    )
    .get(
      '/companies/:companyId/batch-tasks/:taskId/RESEND_INVITE',
      guard({ ...onUsers('CREATE'), changesState: true }),
      answers(InvitationResentSchema, {
        example: { message: USER_MANAGEMENT_MESSAGES.emailSent },
        errors: {
          400: UNKNOWN_PORTAL_HOST_MESSAGE,
          404: USER_MANAGEMENT_MESSAGES.resendFailed,
          409: USER_MANAGEMENT_MESSAGES.resendFailed,
        },
      }),
      async (c) => {
        const taskId = c.req.param('taskId');
        if (!v.is(TaskIdSchema, taskId)) return errorResponse(c, 404, USER_MANAGEMENT_MESSAGES.resendFailed);
        const origin = portalOrigin(c, trustProxy, portalHosts);
        if (!origin) return errorResponse(c, 400, UNKNOWN_PORTAL_HOST_MESSAGE);
        const result = await registration.resend(c.var.actor, companyIdOf(c), taskId, {
          market: requestSite(c).market,
          origin,
        });
        switch (result) {
          case 'sent':
            return c.json({ message: USER_MANAGEMENT_MESSAGES.emailSent }, 200);
          case 'notFound':
            return errorResponse(c, 404, USER_MANAGEMENT_MESSAGES.resendFailed);
          case 'notAtInvitation':
            return errorResponse(c, 409, USER_MANAGEMENT_MESSAGES.resendFailed);
        }
      },
    );
}
