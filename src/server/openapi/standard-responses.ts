import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { z, type ZodType } from 'zod';
import { ErrorBody, ValidationErrorBody } from '../../domain/contracts/errors';
import { isPublicRoute } from '../auth/public-routes';

/** The parts of a route schema that decide which errors the shared machinery may answer. */
export interface RouteSchemaParts {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  headers?: unknown;
  response?: Record<string | number, unknown>;
  hide?: boolean;
  consumes?: readonly string[];
}

/**
 * Statuses every route of a kind can answer without its handler saying so: a malformed, too deep
 * or too large body (400, 413, 415), the /v2 session gate (401) and an API key's limits (403 on a
 * change, 429), the kit's access check for a route declaring `may` (403), input validation (422), and ids that are not found or not the caller's
 * (404). Derived here once for the OpenAPI document, for the answers' serializers and for the
 * test-time check that no route answers a status its document does not list.
 */
export function standardResponses(
  method: string,
  url: string,
  schema: RouteSchemaParts,
  config?: Pick<FastifyContextConfig, 'may'>,
): Record<number, ZodType> {
  const out: Record<number, ZodType> = { 400: ErrorBody };
  const signedIn = url.startsWith('/v2/') && !isPublicRoute(method, url);
  // Any of these may be called with an API key: limited per key (429); a read-only key, or any key
  // on a credential route, is refused a change (403; auth/api-key-gate.ts).
  if (signedIn) Object.assign(out, { 401: ErrorBody, 429: ErrorBody });
  if (config?.may || (signedIn && method !== 'GET')) out[403] = ErrorBody;
  // The body parser runs for every method that may carry a body, whether or not the route reads one.
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
    Object.assign(out, { 413: ErrorBody, 415: ErrorBody });
  if (schema.body || schema.querystring || schema.params || schema.headers)
    out[422] = ValidationErrorBody;
  // A path parameter longer than the router's 100 characters is refused before any handler.
  if (url.includes('/:')) Object.assign(out, { 404: ErrorBody, 414: ErrorBody });
  return out;
}

export function documentedStatuses(
  method: string,
  url: string,
  schema: RouteSchemaParts,
  config?: Pick<FastifyContextConfig, 'may'>,
): Set<number> {
  return new Set(
    [
      ...Object.keys(schema.response ?? {}),
      ...Object.keys(standardResponses(method, url, schema, config)),
    ].map(Number),
  );
}

/**
 * The body of any refusal, whichever part of the app answers it (spec §8): `{message}` or a
 * validation `{detail: [...]}`, each keeping whatever else its answer adds (a form's toast message
 * beside its details), keyed by the strict shape a route may declare.
 */
const REFUSALS = new Map<ZodType, ZodType>([
  [ErrorBody, ErrorBody.loose()],
  [ValidationErrorBody, ValidationErrorBody.loose()],
]);

// Built once, not at every route of every app build (a test server per test file).
const SHARED_REFUSAL = z.union([...REFUSALS.values()]);
const ownRefusals = new WeakMap<ZodType, ZodType>();

/**
 * A refusal's schema. The machinery before a handler (validation, the body parser, the access
 * check) answers in the shared shapes whatever the route declared, so a route's own shape is tried
 * first (it answers exactly as before) and the shared ones after it, never failing into a 500.
 */
function refusal(own: unknown): ZodType {
  if (!(own instanceof z.ZodType)) return SHARED_REFUSAL;
  let found = ownRefusals.get(own);
  if (!found) {
    found = z.union([
      own,
      ...[...REFUSALS].filter(([strict]) => strict !== own).map(([, loose]) => loose),
    ]);
    ownRefusals.set(own, found);
  }
  return found;
}

/** A route's responses with the standard ones added, each refusal as `refusal` says. */
export function withStandardResponses(
  method: string,
  url: string,
  schema: RouteSchemaParts,
  config?: Pick<FastifyContextConfig, 'may'>,
): Record<string, unknown> {
  const own = schema.response ?? {};
  const out: Record<string, unknown> = {
    ...standardResponses(method, url, schema, config),
    ...own,
  };
  for (const status of Object.keys(out))
    if (Number(status) >= 400) out[status] = refusal(own[status]);
  return out;
}

/**
 * Gives every documented route its standard responses, for its serializers and its OpenAPI entry
 * alike; call on the root before any route is registered.
 */
export function addStandardResponses(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as RouteSchemaParts | undefined;
    if (!schema || schema.hide) return;
    const method = [route.method].flat()[0] ?? 'GET';
    route.schema = {
      ...schema,
      response: withStandardResponses(method, route.url, schema, route.config),
    };
  });
}
