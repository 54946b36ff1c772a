import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginRequest, LoginResponse, User } from '../../../domain/contracts/user';
import { ErrorBody } from '../../../domain/contracts/errors';
import type { Deps } from '../../deps';
import { requireSession } from '../../auth/session';
import { issueToken, revokeToken } from '../../auth/tokens';
import { unauthorized } from '../../lib/errors';
import { checkCredentials, INVALID_CREDENTIALS } from './login';

export const userRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    '/user',
    {
      schema: {
        tags: ['session'],
        summary: 'Sign in with email and password',
        body: LoginRequest,
        response: { 200: LoginResponse, 401: ErrorBody },
      },
    },
    async (req) => {
      const found = await checkCredentials(deps.db, req.body.email, req.body.password);
      if (!found) throw unauthorized(INVALID_CREDENTIALS);
      const access_token = await issueToken(
        deps.db,
        found.id,
        { ip: req.ip, userAgent: req.headers['user-agent'] },
        deps.now(),
      );
      return { access_token };
    },
  );

  app.get(
    '/user',
    { schema: { tags: ['session'], summary: 'The signed-in user', response: { 200: User, 401: ErrorBody } } },
    async (req) => requireSession(req).user,
  );

  app.post(
    '/user/logout',
    { schema: { tags: ['session'], summary: 'Revoke the current token', response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (req) => {
      const session = requireSession(req);
      await revokeToken(deps.db, session.tokenId, deps.now());
      return { ok: true as const };
    },
  );
};
