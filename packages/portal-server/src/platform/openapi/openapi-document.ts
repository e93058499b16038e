import * as contracts from '@partner-insights/contracts';
import { ErrorEnvelopeSchema, SESSION_ERROR_MESSAGES } from '@partner-insights/contracts';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { Hono } from 'hono';
import type { GenericSchema } from 'valibot';
import { declaredRoutes, routeName, unwrapped } from '../policy/declared-routes';
import { NOT_PERMITTED_MESSAGE, NOT_YOUR_COMPANY_MESSAGE, VIEW_ONLY_MESSAGE } from '../policy/guard';
import { changesState, type RoutePolicy } from '../policy/route-policy';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../http/error-envelope';
import { answerOf, type AnswerDeclaration, type ErrorAnswer, type ErrorAnswers } from './answer-schemas';
import { requestSchemaOf, type RequestPart } from './request-schemas';

type JsonObject = Record<string, unknown>;

/** The spec's text for a failure the caller cannot act on, which an invalid request is answered with too. */
const UNEXPECTED_ERROR_MESSAGE = 'An error occurred while processing your request. Please try again.';

/** What the document says of the API as a whole. */
export interface ApiInfo {
  readonly title: string;
  readonly version: string;
}

// Request schemas are what a caller sends (before the schemas' transforms); checks JSON Schema cannot express
// (a date in the past, a domain that resolves) are left to the server's answer, 400 with the problem.
const jsonSchemaOf = (schema: GenericSchema): JsonObject =>
  toJsonSchema(schema, { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' }) as JsonObject;

// Answers are what the server sends: the schemas' output, after their transforms. The document names the dialect
// once (`jsonSchemaDialect`), not in each schema.
function answerJsonSchemaOf(schema: GenericSchema): JsonObject {
  const { $schema: _dialect, ...answer } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'output',
    errorMode: 'ignore',
  }) as JsonObject;
  return answer;
}

/** The contracts' exported schemas by their names without `Schema`: the document's named components. */
const CONTRACT_SCHEMA_NAMES = new Map<unknown, string>(
  Object.entries(contracts)
    .filter(([name]) => name.endsWith('Schema'))
    .map(([name, schema]) => [schema, name.slice(0, -'Schema'.length)]),
);

/** Schemas the answers name, kept as components so that generated clients get named types. */
type AnswerComponents = Map<string, JsonObject>;

function answerSchemaRef(schema: GenericSchema, components: AnswerComponents): JsonObject {
  const name = CONTRACT_SCHEMA_NAMES.get(schema);
  if (!name) return answerJsonSchemaOf(schema);
  if (!components.has(name)) components.set(name, answerJsonSchemaOf(schema));
  return { $ref: `#/components/schemas/${name}` };
}

/** The success answers a route declares, by status. */
function successAnswers(answer: AnswerDeclaration, components: AnswerComponents): JsonObject {
  switch (answer.kind) {
    case 'json': {
      const content = {
        'application/json': {
          schema: answerSchemaRef(answer.schema, components),
          ...(answer.example === undefined ? {} : { example: answer.example }),
        },
      };
      return {
        ...Object.fromEntries(answer.statuses.map((status) => [status, { description: 'Success.', content }])),
        ...(answer.emptyWhen ? { 204: { description: answer.emptyWhen } } : {}),
      };
    }
    case 'empty':
      return { [answer.status]: { description: 'Success, with no body.' } };
    case 'media':
      return {
        200: {
          description: answer.description,
          content: Object.fromEntries(
            answer.mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
          ),
        },
      };
    case 'redirect':
      return { 302: { description: answer.description, headers: { Location: { schema: { type: 'string' } } } } };
  }
}

const ERROR_REF = { $ref: '#/components/schemas/ErrorEnvelope' };

/** One way a route fails: what it means, and the message or the schema of its body. */
interface Failure {
  /** The name of a failure many routes share, whose answer the document gives once, as a component. */
  readonly name?: string;
  readonly description: string;
  readonly message?: string;
  readonly schema?: GenericSchema;
}

const failure = (description: string, message: string): Failure => ({ description, message });
const sharedFailure = (name: string, description: string, message: string): Failure => ({ name, description, message });

/** Answers many routes share, by name: each is given once and referred to. */
type SharedAnswers = Map<string, JsonObject>;

/** A route's own failures, as the declaration beside its answer names them. */
function declaredFailures(errors: ErrorAnswers = {}): [string, Failure[]][] {
  return Object.entries(errors).map(([status, answer]: [string, ErrorAnswer]) => [
    status,
    typeof answer === 'string'
      ? [failure(answer, answer)]
      : 'schema' in answer
        ? [{ description: answer.description, schema: answer.schema }]
        : answer.map((message) => failure(message, message)),
  ]);
}

/** The answer of a status, from every way the route fails with it: one envelope with each message as an example. */
function errorAnswer(status: string, failures: readonly Failure[], components: AnswerComponents): JsonObject {
  const description = failures.map((each) => each.description).join(' ');
  const withSchema = failures.find((each) => each.schema);
  if (withSchema?.schema) {
    return { description, content: { 'application/json': { schema: answerSchemaRef(withSchema.schema, components) } } };
  }
  const examples = failures.map(({ message }) => ({ error: { status: Number(status), message } }));
  return {
    description,
    content: {
      'application/json': {
        schema: ERROR_REF,
        ...(examples.length === 1
          ? { example: examples[0] }
          : { examples: Object.fromEntries(examples.map((value, index) => [`message${index + 1}`, { value }])) }),
      },
    },
  };
}

/** Hono's `:name` and `:name{regex}` path parameters as OpenAPI's `{name}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
const pathParameters = (path: string) => [...path.matchAll(/:(\w+)/g)].map(([, name]) => name ?? '');

/** Who may call the route, in words and as the `x-permission` extension consuming tools can read. */
function accessOf(policy: RoutePolicy): { description: string; extension: JsonObject } {
  if (policy.access === 'public') return { description: 'Public: no session needed.', extension: { access: 'public' } };
  const permission = policy.permission ? `${policy.permission.action} on ${policy.permission.resource}` : undefined;
  if (policy.access === 'signedIn') {
    return {
      description: `Signed-in users${permission ? ` whose role holds ${permission}` : ''}.`,
      extension: { access: 'signedIn', ...(policy.permission ? { permission: policy.permission } : {}) },
    };
  }
  return {
    description: `Users whose role holds ${permission} on the company named by \`${policy.param}\` (in the ${policy.from ?? 'path'}): their own or one tagged to them; super admins on the company chosen as their context.`,
    extension: { access: 'company', companyParameter: policy.param, permission: policy.permission },
  };
}

/** The failures every route of `policy` can answer with, from its guard, its validators and the app around it. */
function commonFailures(method: string, policy: RoutePolicy, validates: boolean): [string, Failure[]][] {
  const writes = changesState(method, policy);
  const refusals = [
    ...(writes ? [sharedFailure('ViewOnly', 'A cross-site request, or a view-only caller.', VIEW_ONLY_MESSAGE)] : []),
    ...(policy.access === 'company'
      ? [
          sharedFailure(
            'NotYourCompany',
            'The caller may not act on this company, or lacks the permission.',
            NOT_YOUR_COMPANY_MESSAGE,
          ),
        ]
      : policy.access === 'signedIn' && policy.permission
        ? [sharedFailure('NotPermitted', 'The caller’s role lacks the permission.', NOT_PERMITTED_MESSAGE)]
        : []),
  ];
  const failures: [string, Failure[]][] = [
    [
      '400',
      validates
        ? [
            sharedFailure(
              'InvalidRequest',
              'The request does not match its schema; `details` lists each problem.',
              UNEXPECTED_ERROR_MESSAGE,
            ),
          ]
        : [],
    ],
    [
      '401',
      policy.access === 'public'
        ? []
        : [
            sharedFailure(
              'NoSession',
              'No session, or it ended: the message says why.',
              SESSION_ERROR_MESSAGES.missingToken,
            ),
          ],
    ],
    ['403', refusals],
    ['500', [sharedFailure('Unexpected', 'An unexpected failure; nothing of it is told.', UNEXPECTED_ERROR_MESSAGE)]],
    [
      '503',
      [
        sharedFailure(
          'DatabaseUnavailable',
          'The database cannot be reached for a moment.',
          DATABASE_UNAVAILABLE_MESSAGE,
        ),
      ],
    ],
  ];
  return failures.filter(([, each]) => each.length > 0);
}

/** The answer of a status: a reference to a shared one when only shared failures answer with it. */
function failureAnswer(
  status: string,
  failures: readonly Failure[],
  components: AnswerComponents,
  shared: SharedAnswers,
): JsonObject {
  const names = failures.map(({ name }) => name);
  if (!names.every((name) => name !== undefined)) return errorAnswer(status, failures, components);
  const name = names.join('Or');
  if (!shared.has(name)) shared.set(name, errorAnswer(status, failures, components));
  return { $ref: `#/components/responses/${name}` };
}

/** The route's answers by status: its success, then every failure, the common ones first within a status. */
function responsesOf(
  common: readonly [string, Failure[]][],
  own: readonly [string, Failure[]][],
  success: JsonObject,
  components: AnswerComponents,
  shared: SharedAnswers,
): JsonObject {
  const byStatus = new Map<string, Failure[]>();
  for (const [status, failures] of [...common, ...own])
    byStatus.set(status, [...(byStatus.get(status) ?? []), ...failures]);
  const failures = [...byStatus].sort(([a], [b]) => a.localeCompare(b));
  return {
    ...success,
    ...Object.fromEntries(failures.map(([status, each]) => [status, failureAnswer(status, each, components, shared)])),
  };
}

const QUERY_EXAMPLE_NOTE = 'Each property of the query schema is one query parameter.';

function operationOf(
  method: string,
  path: string,
  policy: RoutePolicy,
  schemas: ReadonlyMap<RequestPart, GenericSchema>,
  answer: AnswerDeclaration | undefined,
  components: AnswerComponents,
  shared: SharedAnswers,
) {
  const access = accessOf(policy);
  const query = schemas.get('query');
  const body = schemas.get('json');
  const queryProperties = query ? ((jsonSchemaOf(query).properties ?? {}) as Record<string, JsonObject>) : {};
  const requiredQuery = query ? ((jsonSchemaOf(query).required ?? []) as string[]) : [];
  return {
    operationId: `${method.toLowerCase()}${path.replace(/[^a-zA-Z0-9]+(\w?)/g, (_, next: string) => next.toUpperCase())}`,
    summary: `${method} ${openApiPath(path)}`,
    description: `${access.description}${query ? ` ${QUERY_EXAMPLE_NOTE}` : ''}`,
    tags: [path.split('/')[2] ?? 'api'],
    'x-permission': access.extension,
    security: policy.access === 'public' ? [] : [{ sessionCookie: [] }],
    parameters: [
      ...pathParameters(path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...Object.entries(queryProperties).map(([name, schema]) => ({
        name,
        in: 'query',
        required: requiredQuery.includes(name),
        schema,
      })),
    ],
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(body) } } } }
      : {}),
    responses: responsesOf(
      commonFailures(method, policy, query !== undefined || body !== undefined),
      declaredFailures(answer?.errors),
      answer ? successAnswers(answer, components) : {},
      components,
      shared,
    ),
  };
}

/** What each route declares of its requests (the contracts schemas its validators check) and of its answer. */
function declarationsByRoute(app: Hono) {
  const byRoute = new Map<string, Map<RequestPart, GenericSchema>>();
  const answers = new Map<string, AnswerDeclaration>();
  for (const { method, path, handler } of app.routes) {
    const answer = answerOf(unwrapped(handler));
    if (answer) answers.set(routeName({ method, path }), answer);
    const declared = requestSchemaOf(unwrapped(handler));
    if (!declared) continue;
    const name = routeName({ method, path });
    const schemas = byRoute.get(name) ?? new Map<RequestPart, GenericSchema>();
    schemas.set(declared.part, declared.schema);
    byRoute.set(name, schemas);
  }
  return { requestSchemas: byRoute, answers };
}

/**
 * The OpenAPI 3.1 description of every /api route the app mounts, made from the routes' own declarations: the
 * policy each guard enforces (who may call it, which errors it can answer) and the contracts schemas each validator
 * checks (parameters and bodies) and the answer each route declares (a contracts schema, or a media type). Nothing
 * is written by hand, so it cannot drift from the routes; a route that declares no answer is described without a
 * success answer, which the description's test refuses.
 */
export function openApiDocument(app: Hono, info: ApiInfo): JsonObject {
  const { requestSchemas, answers } = declarationsByRoute(app);
  const components: AnswerComponents = new Map();
  const shared: SharedAnswers = new Map();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of declaredRoutes(app)) {
    if (!route.policy) continue;
    const path = openApiPath(route.path);
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: operationOf(
        route.method,
        route.path,
        route.policy,
        requestSchemas.get(routeName(route)) ?? new Map(),
        answers.get(routeName(route)),
        components,
        shared,
      ),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'The Partner Insights portal API. Sign in first (`GET /api/login?lastUrl` through the identity provider, or `POST /api/auth/login`); the session cookie then authenticates every call. Writes must come from the portal’s own origin (`Sec-Fetch-Site: same-origin`, or an `Origin` header equal to it), or without either header from a non-browser client. Each operation’s `x-permission` says who may call it.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: {
        ErrorEnvelope: jsonSchemaOf(ErrorEnvelopeSchema),
        ...Object.fromEntries([...components].sort(([a], [b]) => a.localeCompare(b))),
      },
      responses: Object.fromEntries([...shared].sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: '__Host-pi_session' } },
    },
  };
}
