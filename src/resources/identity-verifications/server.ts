import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, TransitionRefusal } from '../../domain/contracts/errors';
import { sessionOf } from '../../server/auth/session';
import type { Deps } from '../../server/deps';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { requestOrigin } from '../../server/kit/workflow/origin';
import { registerWorkflow } from '../../server/kit/workflow/register';
import { identityAdapter } from '../../server/integrations/identity';
import { PLATFORM, savedCredential } from '../../server/integrations/credentials';
import { ApiError } from '../../server/lib/errors';
import { IdentityCallback, MyIdentityVerification } from './contract';
import { canVerifyOwnIdentity, ONLY_WORKERS_VERIFY } from './policy';
import {
  applyAnswer,
  isSignedByService,
  myVerification,
  startVerification,
} from './sessions.server';
import { identityVerificationServer } from './workflow.server';

export const BAD_SIGNATURE = 'The callback is not signed by the identity service';

/** The worker's own routes: refused (403) to everyone else before any input is read. */
const workerOnly = { may: { allowed: canVerifyOwnIdentity, message: ONLY_WORKERS_VERIFY } };
const tags = ['identity verifications'];

const workerRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/identity_verifications/mine',
    {
      config: workerOnly,
      schema: {
        tags,
        summary:
          'The worker’s identity verification (a pending one asks the service first) and whether their employer requires it',
        response: { 200: MyIdentityVerification, 403: ErrorBody },
      },
    },
    async (req) => myVerification(deps, sessionOf(req).user),
  );

  app.post(
    '/identity_verifications/start',
    {
      config: workerOnly,
      schema: {
        tags,
        summary:
          '“Verify your identity”: a first or new session opened with the service; 409 when verified or pending',
        response: {
          200: MyIdentityVerification,
          403: ErrorBody,
          404: ErrorBody,
          409: TransitionRefusal,
          503: ErrorBody,
        },
      },
    },
    async (req) => {
      const user = sessionOf(req).user;
      await startVerification(deps, user, requestOrigin(req, deps));
      return myVerification(deps, user);
    },
  );

  app.post(
    '/identity_verifications/callback',
    {
      schema: {
        tags,
        summary:
          'The identity service’s answer about one of its sessions, signed (Identity-Signature: hex HMAC-SHA256 of "session.status.reason"); a replay changes nothing',
        headers: z.object({ 'identity-signature': z.string().max(200).optional() }),
        body: IdentityCallback,
        response: {
          200: z.object({ recorded: z.boolean() }),
          401: ErrorBody,
          404: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (req) => {
      const body = req.body;
      // The secret saved on /integrations/identity (the platform's), else the environment's.
      const secret =
        (await savedCredential(deps, identityAdapter.id, [PLATFORM])) ??
        deps.env.IDENTITY_WEBHOOK_SECRET;
      if (!isSignedByService(secret, body, req.headers['identity-signature']))
        throw new ApiError(401, BAD_SIGNATURE);
      if (body.status === 'failed' && !body.reason)
        throw new ApiError(422, 'A failed session needs its reason');
      const recorded = await applyAnswer(
        deps,
        body.session_id,
        body.status === 'verified'
          ? { status: 'verified' }
          : { status: 'failed', reason: body.reason ?? '' },
      );
      return { recorded };
    },
  );
};

/**
 * Identity verification: the worker's session and button, the service's callback, and the
 * workflow's detail, history and replay for the worker and those who run their payroll.
 */
export const identityVerificationRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  await app.register(workerRoutes, deps);
  registerWorkflow(app, deps, identityVerificationServer);
};

export const identityVerificationsPart: ResourceServerPart = {
  routes: identityVerificationRoutes,
  subscribers: [],
};
