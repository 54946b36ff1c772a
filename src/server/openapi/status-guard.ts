import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../api-path';
import { documentedStatuses, type RouteSchemaParts } from './standard-responses';

/**
 * Test-time check that an operation never answers a status its OpenAPI entry does not list: every
 * server test that drives the app through the harness doubles as a check of the document.
 */
export function guardDocumentedStatuses(app: FastifyInstance, report: (violation: string) => void) {
  app.addHook('onResponse', async (req, reply) => {
    const { url, schema, config } = req.routeOptions;
    const method = [req.routeOptions.method].flat()[0] ?? req.method;
    if (!url || !isApiPath(url) || method === 'HEAD' || !schema || schema.hide) return;
    const status = reply.statusCode;
    if (
      documentedStatuses(method, url, schema as RouteSchemaParts, config).has(status) ||
      config.openapiResponses?.[status]
    )
      return;
    report(`${method} ${url} answered ${status}, which its OpenAPI entry does not list`);
  });
}
