import { resourceServers } from '../resources/server';
import { searchRoutes } from './routes/search';
import { addressSuggestionRoutes } from './integrations/maps/routes';
import { filesRoutes } from './routes/files';
import { accessLogHook } from './logs/access-log';
import { logRetentionCatchUp } from './logs/retention';
import { eventAuditRoutes } from './routes/event-audit';
import { ptoAccrualCatchUp } from '../resources/pto/server';
import {
  tenantTotalsCompaction,
  totalsCompaction,
} from '../resources/timesheets/total-deltas.server';
import { catchUpPlugin } from './kit/catch-up';
import { registerBackground } from './kit/background';
import { namedRoutes } from './kit/resource-part';
import { notificationDailyCatchUp } from './notifications/daily';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Deps } from './deps';
import { describeOperation } from './openapi/describe-operation';
import { guardDocumentedStatuses } from './openapi/status-guard';
import { addStandardResponses } from './openapi/standard-responses';
import { collectAuthorizedRoutes, refuseForbidden } from './kit/authorize-first';
import { cacheHeaders, registerCompression, sendAsBytes } from './delivery';
import { spaPage } from './spa-page';
import { securityHeaders } from './security-headers';
import { sessionPlugin } from './auth/session';
import { dispatcherPlugin } from './events/plugin';
import { loginRedirectPlugin } from './auth/login-redirect';
import { ApiError } from './lib/errors';
import { rejectingUnstorableText } from './lib/hostile-text';
import { acceptJsonBodies, JSON_BODY_LIMIT } from './lib/json-body';
import { acceptMultipartBodies } from './lib/multipart-body';
import { redactedLogPaths, redactUrl } from './lib/redact';
import { serializeError } from './lib/log-error';
import { refuseAnonymous } from './auth/require-auth';
import { rateLimitApiKeys, refuseBeyondApiKey } from './auth/api-key-gate';
import { dashboardRoutes } from './routes/dashboard';
import { healthRoutes } from './routes/health';
import { publicGlobalsRoutes } from './routes/public-globals';
import { userRoutes } from './routes/user';
import { devRoutes } from './routes/dev';
import { stepUpRoutes } from './routes/step-up-demo';
import { isDemoMode } from './env';
import { transferRunnerPlugin } from './routes/payments/runner';
import { payrollJobsPlugin } from './payroll/plugin';
import { monthEndPlugin } from './billing/month-end-queue';
import { reportJobsPlugin } from './reports/plugin';

export interface AppOptions {
  /** The built SPA; served with history fallback when it exists. */
  staticDir?: string;
  logger?: boolean;
  /** Told of every answer whose status the operation's OpenAPI entry does not list (tests). */
  onUndocumentedStatus?: (violation: string) => void;
  /** Where log lines go (stdout by default); tests read them to prove what is never logged. */
  logStream?: NodeJS.WritableStream;
}

const API_PREFIXES = ['/v2', '/public_globals', '/docs'];

function validationDetail(error: FastifyError & { validationContext?: string }) {
  const context = error.validationContext ?? 'body';
  return (error.validation ?? []).map((v) => ({
    loc: [context, ...v.instancePath.split('/').filter(Boolean)],
    msg: v.message ?? 'Invalid value',
    type: v.keyword,
  }));
}

export async function buildApp(deps: Deps, opts: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger
      ? {
          level: deps.env.LOG_LEVEL,
          ...(opts.logStream ? { stream: opts.logStream } : {}),
          redact: { paths: redactedLogPaths, censor: '[REDACTED]' },
          serializers: {
            req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
            err: (err) => serializeError(err),
          },
        }
      : false,
    // Forwarded headers name the client only when the connection comes from a listed proxy.
    trustProxy: deps.env.TRUST_PROXY.length > 0 ? deps.env.TRUST_PROXY : false,
    bodyLimit: JSON_BODY_LIMIT,
    // Fastify's default of 10 s per plugin stopped starts at a load of 20 on two cores (a route
    // plugin compiling its schemas, not hanging); a plugin that truly hangs still fails the start.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  acceptJsonBodies(app);
  await acceptMultipartBodies(app);
  app.setValidatorCompiler(rejectingUnstorableText(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);

  // Production runs behind HTTPS; demo mode is plain HTTP, where these two would break the page
  // (assets upgraded to an https:// nobody serves) or pin a host to HTTPS for a year.
  const behindHttps = !isDemoMode(deps.env);
  if (opts.onUndocumentedStatus) guardDocumentedStatuses(app, opts.onUndocumentedStatus);
  await registerCompression(app);
  sendAsBytes(app);
  securityHeaders(app, { behindHttps });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Staffing back office API',
        version: '2.0.0',
        description:
          'Workforce, payroll and billing for staffing, employer-of-record and self-employer businesses.',
        license: { name: 'Proprietary', url: 'https://staffwise.example/terms' },
      },
      // Relative: the document describes the server that serves it, wherever it runs.
      servers: [{ url: '/', description: 'This server' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: describeOperation,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  addStandardResponses(app);
  collectAuthorizedRoutes(app);

  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(422).send({ detail: validationDetail(error) });
    }
    if (error instanceof ApiError) {
      if (typeof error.body.retry_after === 'number')
        reply.header('Retry-After', String(error.body.retry_after));
      return reply.status(error.statusCode).send({ message: error.message, ...error.body });
    }
    if (error.statusCode && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Unknown Error, Please Contact Support' });
  });

  registerBackground(app);
  await app.register(sessionPlugin, deps);
  await app.register(dispatcherPlugin, deps);
  await app.register(transferRunnerPlugin, deps);
  await app.register(payrollJobsPlugin, deps);
  await app.register(reportJobsPlugin, deps);
  await app.register(monthEndPlugin, deps);
  await app.register(catchUpPlugin, {
    ...deps,
    tasks: [
      ptoAccrualCatchUp,
      logRetentionCatchUp,
      notificationDailyCatchUp,
      totalsCompaction,
      tenantTotalsCompaction,
    ],
  });
  await app.register(loginRedirectPlugin, deps);
  await app.register(publicGlobalsRoutes, deps);
  await app.register(
    async (v2) => {
      v2.addHook('onRequest', refuseAnonymous);
      v2.addHook('onRequest', refuseBeyondApiKey);
      v2.addHook('onRequest', refuseForbidden);
      await rateLimitApiKeys(v2);
      accessLogHook(v2, deps);
      await v2.register(healthRoutes, deps);
      await v2.register(userRoutes, deps);
      await v2.register(stepUpRoutes, deps);
      if (isDemoMode(deps.env)) await v2.register(devRoutes, deps);
      await v2.register(dashboardRoutes, deps);
      await v2.register(searchRoutes, deps);
      await v2.register(addressSuggestionRoutes, deps);
      await v2.register(filesRoutes, deps);
      await v2.register(eventAuditRoutes, deps);
      for (const [folder, part] of Object.entries(resourceServers))
        await v2.register(namedRoutes(folder, part), deps);
    },
    { prefix: '/v2' },
  );

  const staticDir = opts.staticDir;
  const hasSpa = Boolean(staticDir && existsSync(join(staticDir, 'index.html')));
  if (hasSpa && staticDir) {
    // Wildcard serving reads the folder per request, so a rebuild needs no restart.
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: true,
      index: 'index.html',
      preCompressed: true,
      // Its own default (max-age=0) would overwrite the policy cacheHeaders sets.
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some(
      (p) => req.url === p || req.url.startsWith(`${p}/`) || req.url.startsWith(`${p}?`),
    );
    const isAsset = req.url.startsWith('/assets/');
    if (
      !isApi &&
      !isAsset &&
      hasSpa &&
      staticDir &&
      (req.method === 'GET' || req.method === 'HEAD')
    ) {
      return reply.type('text/html').sendFile(spaPage(staticDir, req.url));
    }
    return reply.status(404).send({ message: 'Not Found' });
  });

  return app;
}
