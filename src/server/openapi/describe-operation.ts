import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isPublicRoute } from '../auth/public-routes';
import { operationId } from './operation-id';
import type { RouteSchemaParts } from './standard-responses';

type Schema = Parameters<typeof jsonSchemaTransform>[0]['schema'];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Responses that are not JSON (an image, a file) and so have no zod schema, as OpenAPI objects. */
    openapiResponses?: Record<
      number,
      { description: string; content: Record<string, { schema: Record<string, unknown> }> }
    >;
    /** The file parts of a multipart body (name → what it holds), which its zod schema cannot name. */
    openapiFiles?: Record<string, string>;
  }
}

/** A list whose querystring offers `format=csv` downloads the same query as text/csv. */
function offersCsv(querystring: unknown): boolean {
  const format = (
    querystring as {
      shape?: { format?: { unwrap?: () => { options?: unknown[] }; options?: unknown[] } };
    }
  )?.shape?.format;
  const options = format?.options ?? format?.unwrap?.().options ?? [];
  return options.includes('csv');
}

type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, unknown>;
  required?: string[];
};

/**
 * A body taken as JSON or as a multipart form, described per content type: the multipart form
 * also carries its files (binary parts), the JSON body does not.
 */
function withFileParts(
  body: JsonSchema,
  files: Record<string, string>,
  consumes: readonly string[],
) {
  const fileProps = Object.fromEntries(
    Object.entries(files).map(([name, description]) => [
      name,
      { type: 'string', format: 'binary', description },
    ]),
  );
  const form = { ...body, properties: { ...body.properties, ...fileProps } };
  return {
    content: Object.fromEntries(
      consumes.map((type) => [type, { schema: type === 'multipart/form-data' ? form : body }]),
    ),
  };
}

/**
 * Each operation's document entry, derived from its route: the zod schemas turned into JSON
 * Schema (the standard errors already among them: addStandardResponses), plus what every route of
 * its kind shares (security, operationId, CSV).
 */
export const describeOperation: SwaggerTransform<Schema> = (args) => {
  const { schema, url, route } = args;
  if (!schema || schema.hide) return jsonSchemaTransform(args);
  const method = [route.method].flat()[0] ?? 'GET';
  const parts = schema as RouteSchemaParts;
  const out = jsonSchemaTransform(args);
  const described = out.schema as Record<string, unknown> & {
    response: Record<string, Record<string, unknown>>;
  };
  if (offersCsv(parts.querystring) && described.response[200]) {
    const json = described.response[200];
    described.response[200] = {
      description: 'The list as JSON, or with format=csv the same query as a CSV file',
      content: { 'application/json': { schema: json }, 'text/csv': { schema: { type: 'string' } } },
    };
  }
  Object.assign(described.response, route.config?.openapiResponses);
  const files = route.config?.openapiFiles;
  if (files && described.body)
    described.body = withFileParts(
      described.body as JsonSchema,
      files,
      parts.consumes ?? ['multipart/form-data'],
    );
  const open = !url.startsWith('/v2/') || isPublicRoute(method, url);
  return {
    url: out.url,
    schema: {
      ...described,
      operationId: operationId(method, url),
      security: open ? [] : [{ bearer: [] }],
    },
  };
};
