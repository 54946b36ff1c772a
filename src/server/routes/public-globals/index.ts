import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PublicGlobals } from '../../../domain/contracts/public-globals';
import type { Deps } from '../../deps';
import { refuseAnonymous } from '../../auth/require-auth';
import { sessionOf } from '../../auth/session';
import { employerKeyOf, PLATFORM, savedCredential } from '../../integrations/credentials';
import { mapsAdapter } from '../../integrations/maps';
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

  // Spec §7: the maps key is for signed-in users only, so it is outside the public globals. The key
  // saved on /integrations/maps is handed out (the user's employer's, else the platform's), else the
  // environment's.
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
    async (req) => {
      const employer = employerKeyOf(sessionOf(req).user);
      const saved = await savedCredential(
        deps,
        mapsAdapter.id,
        employer ? [employer, PLATFORM] : [PLATFORM],
      );
      return { google: saved ?? deps.env.GOOGLE_MAPS_API_KEY };
    },
  );
};
