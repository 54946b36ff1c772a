import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ErrorBody } from '../../domain/contracts/errors';
import { isAdmin } from '../../domain/policy/capabilities';
import { sessionOf } from '../../server/auth/session';
import type { Deps } from '../../server/deps';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { loadPublicGlobals, subdomainFromHost } from '../../server/routes/public-globals/load';
import { PlatformPage } from './contract';
import { platformPagesForm } from './form';
import {
  PLATFORM_PAGE_DEFAULT,
  PLATFORM_PAGE_TITLE,
  PLATFORM_PAGES,
  type PlatformPageId,
} from './page-ids';
import { platformPages } from './table';

const Params = z.object({ id: z.enum(PLATFORM_PAGES) });

const URL_OF = { terms: 'tos_url', privacy: 'privacy_url', help: 'help_center_url' } as const;

/** A configured URL is somewhere to link out to, unless it names this very page. */
const outward = (url: string | null, id: PlatformPageId) =>
  url && url.split('?')[0] !== `/${id}` ? url : null;

/**
 * `GET /v2/platform_pages/{terms|privacy|help}` for anyone (signed in or not): the URL the platform
 * or the partner of this subdomain configured, or the page's text; `PATCH` lets admins write it.
 */
const platformPageRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  const page = async (id: PlatformPageId, host: string | undefined): Promise<PlatformPage> => {
    const [globals, [row]] = await Promise.all([
      loadPublicGlobals(deps, subdomainFromHost(host)),
      deps.db.select().from(platformPages).where(eq(platformPages.id, id)),
    ]);
    const support = globals.support_email ?? 'your administrator';
    return {
      id,
      title: PLATFORM_PAGE_TITLE[id],
      url: outward(globals[URL_OF[id]], id),
      body:
        row?.body ??
        PLATFORM_PAGE_DEFAULT[id]
          .replaceAll('{brand}', globals.white_label.brand_name)
          .replaceAll('{support}', support),
      updated_at: row?.updated_at.toISOString() ?? null,
    };
  };

  app.get<{ Params: { id: PlatformPageId } }>(
    '/platform_pages/:id',
    {
      schema: {
        tags: ['platform_pages'],
        summary: 'The platform’s terms, privacy policy or help: a URL to follow, or the text',
        params: Params,
        response: { 200: PlatformPage, 404: ErrorBody },
      },
    },
    (req) => page(req.params.id, req.headers.host),
  );

  app.patch<{ Params: { id: PlatformPageId } }>(
    '/platform_pages/:id',
    {
      config: { may: { allowed: isAdmin, message: 'Only admins can change the platform’s pages' } },
      schema: {
        tags: ['platform_pages'],
        summary: 'Write the text of the platform’s terms, privacy policy or help (admins)',
        params: Params,
        body: platformPagesForm.input.partial(),
        response: { 200: PlatformPage, 403: ErrorBody },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      const { body } = req.body as { body?: string };
      if (body !== undefined) {
        const values = { body, updated_at: deps.now(), updated_by: user.id };
        await deps.db
          .insert(platformPages)
          .values({ id: req.params.id, ...values })
          .onConflictDoUpdate({ target: platformPages.id, set: values });
      }
      return page(req.params.id, req.headers.host);
    },
  );
};

export const platformPagesPart: ResourceServerPart = { routes: platformPageRoutes };
