import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { safeRedirect } from '../../domain/redirect/safe-redirect';
import type { Deps } from '../deps';
import { platformSettings } from '../db/schema';

const GUEST_PAGES = new Set(['/login', '/passwordless', '/two_factor']);
/** What in a path the URL parser rewrites (dot segments, escapes, backslashes, `//`, white space). */
const REWRITTEN = /[.%\\\s]|\/\//;

/**
 * Defence in depth for spec §5: a sign-in page opened with an unsafe `redirect` query is answered
 * with a redirect to the same page without it, so no link can carry an off-origin target into the app.
 */
export const loginRedirectPlugin = fp(async (app: FastifyInstance, deps: Deps) => {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET') return;
    // Most requests are API calls: a plain path (nothing the URL parser would rewrite) that is no
    // sign-in page, or no query at all, is told apart by its text, without parsing a URL.
    const q = req.url.indexOf('?');
    if (q === -1) return;
    const path = req.url.slice(0, q);
    if (!GUEST_PAGES.has(path) && !REWRITTEN.test(path)) return;
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
