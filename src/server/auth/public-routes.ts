/**
 * The only /v2 operations that answer without a session. Every other /v2 route is refused with
 * 401 before its input is validated; the OpenAPI document marks these with `security: []`.
 * Keys are `METHOD route-pattern` exactly as Fastify registers them (prefix included).
 */
export const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  'GET /v2/health',
  'POST /v2/user',
  'POST /v2/user/two_factor',
  'POST /v2/user/passwordless',
  'POST /v2/user/passwordless/verify',
  // Signed in it resends a step-up code; signed out, a sign-in code.
  'POST /v2/user/request-code',
  'POST /v2/user/forgot_password',
  'POST /v2/user/reset_password',
  'POST /v2/user/confirm_email',
  'POST /v2/user/accept_invite',
  'GET /v2/easy_approve',
  'POST /v2/easy_approve',
  'GET /v2/branding/logos/:id',
  // Answers only with a valid, unexpired signature of the file's own key (files/signed-url.ts).
  'GET /v2/files/:id',
  // Capabilities of notifications: a single-use stream ticket, a mail's signed unsubscribe link.
  'GET /v2/notifications/stream',
  'GET /v2/notifications/unsubscribe',
  'POST /v2/notifications/unsubscribe',
  // The platform's terms, privacy policy and help, read before signing in too.
  'GET /v2/platform_pages/:id',
  // The identity service's callback: answers only with the service's signature of its body.
  'POST /v2/identity_verifications/callback',
  // Demo mode only, and only to loopback sockets (see routes/dev).
  'GET /v2/dev/outbox',
]);

// Fastify answers HEAD with the GET route of the same URL.
export const isPublicRoute = (method: string, url: string | undefined) =>
  url !== undefined && PUBLIC_ROUTES.has(`${method === 'HEAD' ? 'GET' : method} ${url}`);
