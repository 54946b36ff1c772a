import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { safeRedirect } from '../../domain/redirect/safe-redirect';
import type { Deps } from '../deps';
import { platformSettings } from '../db/schema';

const GUEST_PAGES = new Set(['/login', '/passwordless', '/two_factor']);

/**
 * Defence in depth for spec §5: a sign-in page opened with an unsafe `redirect` query is answered
 * with a redirect to the same page without it, so no link can carry an off-origin target into the app.
 */
export const loginRedirectPlugin = fp(async (app: FastifyInstance, deps: Deps) => {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET') return;
    const url = new URL(req.url, 'http://app.invalid');
    if (!GUEST_PAGES.has(url.pathname) || !url.searchParams.has('redirect')) return;
    const [settings] = await deps.db
      .select({ urls: platformSettings.valid_redirect_urls })
      .from(platformSettings)
      .where(eq(platformSettings.id, 1));
    if (safeRedirect(url.searchParams.get('redirect'), settings?.urls ?? [])) return;
    url.searchParams.delete('redirect');
    const query = url.searchParams.toString();
    return reply.redirect(`${url.pathname}${query ? `?${query}` : ''}`, 302);
  });
});
