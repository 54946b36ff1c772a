import type { ZodType } from 'zod';
import { ErrorBody, ValidationErrorBody } from '../../domain/contracts/errors';
import { isPublicRoute } from '../auth/public-routes';

/** The parts of a route schema that decide which errors the shared machinery may answer. */
export interface RouteSchemaParts {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  headers?: unknown;
  response?: Record<string | number, unknown>;
}

/**
 * Statuses every route of a kind can answer without its handler saying so: a malformed URL or body
 * (400), the /v2 session gate (401), input validation (422, and the body parser's 413/415), and ids
 * that are not found or not the caller's (404). Derived here once for the OpenAPI document and for the test-time check
 * that no route answers a status its document does not list.
 */
export function standardResponses(method: string, url: string, schema: RouteSchemaParts): Record<number, ZodType> {
  const out: Record<number, ZodType> = { 400: ErrorBody };
  if (url.startsWith('/v2/') && !isPublicRoute(method, url)) out[401] = ErrorBody;
  // The body parser runs for every method that may carry a body, whether or not the route reads one.
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) Object.assign(out, { 413: ErrorBody, 415: ErrorBody });
  if (schema.body || schema.querystring || schema.params || schema.headers) out[422] = ValidationErrorBody;
  // A path parameter longer than the router's 100 characters is refused before any handler.
  if (url.includes('/:')) Object.assign(out, { 404: ErrorBody, 414: ErrorBody });
  return out;
}

export function documentedStatuses(method: string, url: string, schema: RouteSchemaParts): Set<number> {
  return new Set([...Object.keys(schema.response ?? {}), ...Object.keys(standardResponses(method, url, schema))].map(Number));
}
