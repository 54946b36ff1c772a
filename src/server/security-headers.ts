import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers (CSP, HSTS behind HTTPS, nosniff, frame and referrer policies, …) on every answer.
 * The middleware is built once here: @fastify/helmet built it again for every request (parsing and
 * checking the CSP directives each time), a few percent of a fast list's CPU at c=10.
 */
export function securityHeaders(app: FastifyInstance, { behindHttps }: { behindHttps: boolean }) {
  const apply = helmet({
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
  app.addHook('onRequest', (req, reply, done) => {
    // Helmet 8 throws rather than pass an error on, so `done` is only ever called without one.
    apply(req.raw, reply.raw, () => done());
  });
}
