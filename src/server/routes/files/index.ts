import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../domain/contracts/errors';
import { storedFiles } from '../../db/schema';
import type { Deps } from '../../deps';
import { verifyFileToken } from '../../files/signed-url';
import { fileStorageOf } from '../../files/storage';
import { ApiError, notFound } from '../../lib/errors';

const errorSchema = z.toJSONSchema(ErrorBody) as Record<string, unknown>;

export const filesRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/files/:id',
    {
      schema: {
        tags: ['files'],
        summary:
          'A stored file through its short-lived signed URL (the `file_url` a record gives out)',
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ jwt: z.string().max(200) }),
      },
      config: {
        openapiResponses: {
          200: {
            description: 'The file, PDF or image',
            content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
          },
          403: {
            description: 'The link is expired or not valid',
            content: { 'application/json': { schema: errorSchema } },
          },
        },
      },
    },
    async (req, reply) => {
      const [file] = await deps.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, req.params.id));
      if (!file) throw notFound();
      const verdict = verifyFileToken(file, req.query.jwt, deps.now());
      if (verdict !== 'ok')
        throw new ApiError(
          403,
          verdict === 'expired' ? 'This link has expired' : 'This link is not valid',
        );
      const bytes = await fileStorageOf(deps).get(file.storage_key);
      if (!bytes) throw notFound();
      const name = encodeURIComponent(file.original_name);
      return (
        reply
          .type(file.content_type)
          .header('Content-Disposition', `inline; filename*=UTF-8''${name}`)
          // A stored file is shown, never run: no scripts even if a viewer were fooled.
          .header(
            'Content-Security-Policy',
            "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
          )
          .header('Cache-Control', 'private, no-store')
          .send(bytes)
      );
    },
  );
};
