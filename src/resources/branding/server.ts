import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../domain/contracts/errors';
import {
  BrandingSettings,
  BrandingUpdate,
  logoContentTypes,
  MAX_LOGO_BYTES,
} from '../../domain/contracts/shell';
import type { Deps } from '../../server/deps';
import { sessionOf } from '../../server/auth/session';
import { ApiError, notFound } from '../../server/lib/errors';
import { brandingAccess, brandingPartnerId } from './access.server';
import { sniffImageType } from '../../server/files/image-type';
import { loadLogo, readBranding, storeLogo, writeBranding } from './store.server';
import type { ResourceServerPart } from '../../server/kit/resource-part';

const brandingRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.addContentTypeParser(
    [...logoContentTypes],
    { parseAs: 'buffer', bodyLimit: MAX_LOGO_BYTES },
    (_req, body, done) => done(null, body),
  );
  const errors = { 401: ErrorBody, 403: ErrorBody };

  app.get(
    '/settings/branding',
    {
      config: { may: brandingAccess },
      schema: {
        tags: ['branding'],
        summary: "The caller's partner branding",
        response: { 200: BrandingSettings, ...errors },
      },
    },
    async (req) => readBranding(deps.db, brandingPartnerId(sessionOf(req).user)),
  );

  app.put(
    '/settings/branding',
    {
      config: { may: brandingAccess },
      schema: {
        tags: ['branding'],
        summary: "Change the caller's partner branding",
        body: BrandingUpdate,
        response: { 200: BrandingSettings, ...errors },
      },
    },
    async (req) => {
      const partnerId = brandingPartnerId(sessionOf(req).user);
      await writeBranding(deps.db, partnerId, req.body, deps.now());
      return readBranding(deps.db, partnerId);
    },
  );

  app.put(
    '/settings/branding/logo',
    {
      config: { may: brandingAccess },
      schema: {
        tags: ['branding'],
        summary: 'Upload a logo (raw PNG, JPEG, WebP or GIF body, at most 512 KiB)',
        response: { 200: BrandingSettings, ...errors, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (req) => {
      const partnerId = brandingPartnerId(sessionOf(req).user);
      const body = req.body;
      const declared = req.headers['content-type']?.split(';')[0]?.trim();
      if (!Buffer.isBuffer(body) || !declared || sniffImageType(body) !== declared) {
        throw new ApiError(415, 'Upload a PNG, JPEG, WebP or GIF image');
      }
      const logo_url = await storeLogo(deps.db, partnerId, declared, body);
      await writeBranding(deps.db, partnerId, { logo_url }, deps.now());
      return readBranding(deps.db, partnerId);
    },
  );

  app.get(
    '/branding/logos/:id',
    {
      schema: {
        tags: ['branding'],
        summary: 'An uploaded logo (public: shown before sign-in)',
        params: z.object({ id: z.uuid() }),
      },
      config: {
        openapiResponses: {
          200: {
            description: 'The logo, PNG, JPEG, WebP or GIF',
            content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
    },
    async (req, reply) => {
      const logo = await loadLogo(deps.db, req.params.id);
      if (!logo) throw notFound();
      // A new upload gets a new id, so a stored logo never changes.
      return reply
        .type(logo.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(logo.data);
    },
  );
};

export const brandingPart: ResourceServerPart = { routes: brandingRoutes };
