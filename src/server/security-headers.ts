import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isApiPath } from './api-path';

/** Helmet's own HSTS, which pages get from it: API answers pin the host alike. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers of an API answer, after OWASP's REST Security Cheat Sheet ("Security Headers"): no
 * browser or proxy stores it (pay, bank and tax figures), nothing frames it, no browser sniffs it
 * into a document, no other site loads it, and as a document it could load nothing. Helmet's set
 * describes a page (its scripts, styles, fonts, DNS prefetching); an answer that is a document
 * (the unsubscribe page, a stored file) states its own policy.
 */
const apiHeaders = (behindHttps: boolean): [string, string][] => [
  ['cache-control', 'no-store'],
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['referrer-policy', 'no-referrer'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ...(behindHttps ? [['strict-transport-security', HSTS] as [string, string]] : []),
];

/**
 * Helmet's headers (CSP, HSTS behind HTTPS, nosniff, frame and referrer policies, …) on every page
 * and asset, the API's own set on every API answer; both built once, not per request.
 */
export function securityHeaders(app: FastifyInstance, { behindHttps }: { behindHttps: boolean }) {
  const page = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // Demo mode is plain HTTP, where upgrading would send the page's assets to an https:// nobody serves.
        upgradeInsecureRequests: behindHttps ? [] : null,
      },
    },
    strictTransportSecurity: behindHttps,
  });
  const api = apiHeaders(behindHttps);
  app.addHook('onRequest', (req, reply, done) => {
    if (!isApiPath(req.url)) {
      // Helmet 8 throws rather than pass an error on, so `done` is only ever called without one.
      page(req.raw, reply.raw, () => done());
      return;
    }
    for (const [name, value] of api) reply.raw.setHeader(name, value);
    done();
  });
}
