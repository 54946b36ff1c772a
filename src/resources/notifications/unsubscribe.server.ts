import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_KINDS, type NotificationKind } from './kinds';
import { loadUser } from '../../server/auth/load-user';
import type { Deps } from '../../server/deps';
import { appLink } from '../../server/mail/app-link';
import { brandNameFor } from '../../server/notifications/mail';
import { setPreference } from '../../server/notifications/preferences';
import { checkToken, type TokenCheck } from '../../server/notifications/tokens';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const page = (reply: FastifyReply, status: number, title: string, body: string) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    // A document among API answers (which are never stored and send no referrer): its inline
    // styles and its one form, nothing else.
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head>` +
        `<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5"><h1>${escape(title)}</h1>${body}</body></html>`,
    );

const REFUSED: Record<'invalid' | 'expired', [number, string]> = {
  invalid: [
    400,
    'This unsubscribe link is not valid. Change your mail choices under Settings, Notifications.',
  ],
  expired: [
    410,
    'This unsubscribe link has expired. Change your mail choices under Settings, Notifications.',
  ],
};

const html = { content: { 'text/html': { schema: { type: 'string' } } } };
const Query = z.object({ token: z.string().max(200) });

/**
 * The page an unsubscribe link opens, without signing in: the link's signed, revocable token names
 * one user and one kind. Opening it changes nothing (mail scanners open links); its button posts
 * back, and only that kind's mail for that user stops.
 */
export function registerUnsubscribe(parent: FastifyInstance, deps: Deps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // The page's form posts an empty urlencoded body: the token travels in the URL it posts to.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, {}),
  );

  const refuse = (reply: FastifyReply, checked: Exclude<TokenCheck, { ok: true }>) => {
    const [status, message] = REFUSED[checked.why];
    return page(reply, status, 'Unsubscribe', `<p>${escape(message)}</p>`);
  };

  const config = {
    openapiResponses: {
      200: { description: 'The page, in HTML', ...html },
      400: { description: 'The link is not valid (tampered or unknown)', ...html },
      410: { description: 'The link has expired or was revoked', ...html },
    },
  };

  app.get(
    '/notifications/unsubscribe',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The unsubscribe page of a mail’s link (no sign-in)',
        querystring: Query,
      },
      config,
    },
    async (req, reply) => {
      const checked = await checkToken(deps.db, 'unsubscribe', req.query.token, deps.now());
      if (!checked.ok) return refuse(reply, checked);
      const label = NOTIFICATION_KINDS[checked.kind as NotificationKind] ?? checked.kind;
      const action = `/v2/notifications/unsubscribe?token=${encodeURIComponent(req.query.token)}`;
      return page(
        reply,
        200,
        'Unsubscribe',
        `<p>Stop mail about “${escape(label ?? '')}”? You will still see these notifications in the app.</p><form method="post" action="${escape(action)}"><button type="submit">Stop these mails</button></form>`,
      );
    },
  );

  app.post(
    '/notifications/unsubscribe',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Stop mail of the link’s one kind for the link’s one user (no sign-in)',
        querystring: Query,
      },
      config,
    },
    async (req, reply) => {
      const checked = await checkToken(deps.db, 'unsubscribe', req.query.token, deps.now());
      if (!checked.ok) return refuse(reply, checked);
      const kind = checked.kind as NotificationKind;
      await setPreference(deps.db, checked.userId, kind, { email: false }, deps.now());
      const user = await loadUser(deps.db, checked.userId);
      const brand = user ? await brandNameFor(deps.db, user) : '';
      return page(
        reply,
        200,
        'Unsubscribed',
        `<p>You will no longer get mail about “${escape(NOTIFICATION_KINDS[kind] ?? kind)}”. Other mail is unchanged.</p><p><a href="${escape(appLink(deps.env, '/consent_settings'))}">Change your choices${brand ? ` at ${escape(brand)}` : ''}</a></p>`,
      );
    },
  );
}
