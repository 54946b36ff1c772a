import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PublicGlobals } from '../../../domain/contracts/public-globals';
import type { Deps } from '../../deps';
import { loadPublicGlobals, subdomainFromHost } from './load';

export const publicGlobalsRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/public_globals',
    {
      schema: {
        tags: ['branding'],
        summary: 'Brand, white-label and platform settings',
        querystring: z.object({
          subdomain: z
            .string()
            .regex(/^[a-z0-9-]{1,63}$/)
            .optional(),
        }),
        response: { 200: PublicGlobals },
      },
    },
    async (req) =>
      loadPublicGlobals(deps, req.query.subdomain ?? subdomainFromHost(req.headers.host)),
  );
};
