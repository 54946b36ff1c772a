/**
 * A route's `serializerCompiler` for answers built from the server's own typed values (a list's
 * page, the search's hits): `JSON.stringify` alone. The global one (fastify-type-provider-zod)
 * encodes the answer through its zod schema first, which only re-checks what the types already
 * say, on the busiest routes; the schema still documents the answer in OpenAPI.
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);
