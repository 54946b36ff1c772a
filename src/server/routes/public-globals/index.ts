import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PublicGlobals } from '../../../domain/contracts/public-globals';
import type { Deps } from '../../deps';
import { refuseAnonymous } from '../../auth/require-auth';
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

  // Spec §7: the maps key is for signed-in users only, so it is outside the public globals.
  app.get(
    '/public_globals/authenticated_api_keys',
    {
      onRequest: refuseAnonymous,
      schema: {
        tags: ['branding'],
        summary: "Third-party browser keys for signed-in users: the maps service's (empty in demo)",
        response: { 200: z.object({ google: z.string() }), 401: z.object({ message: z.string() }) },
      },
    },
    async () => ({ google: deps.env.GOOGLE_MAPS_API_KEY }),
  );
};
