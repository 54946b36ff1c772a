import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginRequest, LoginResponse, User } from '../../../domain/contracts/user';
import { ErrorBody } from '../../../domain/contracts/errors';
import { OkResponse } from '../../../domain/contracts/session';
import type { Deps } from '../../deps';
import { sessionOf } from '../../auth/session';
import { checkWithinSignInLimits } from '../../auth/sign-in-limit';
import { revokeToken } from '../../auth/tokens';
import { unauthorized } from '../../lib/errors';
import { checkCredentials, INVALID_CREDENTIALS } from './login';
import { codeRoutes } from './codes';
import { passwordRoutes } from './password';
import { confirmEmailRoutes } from './confirm-email';
import { acceptInviteRoutes } from './accept-invite';
import { profileRoutes } from './profile';
import { mailSignInCode, signInAttempt, tokenFor } from './sign-in';
import { markAccess } from '../../logs/access-log';

export const userRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    '/user',
    {
      schema: {
        tags: ['session'],
        summary: 'Sign in with email and password',
        description:
          'Accounts with two-factor sign-in get requires_two_factor and a mailed code instead of a token.',
        body: LoginRequest,
        response: { 200: LoginResponse, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => {
      const { email, password } = req.body;
      const found = await checkWithinSignInLimits(deps.db, signInAttempt(deps, req, email), () =>
        checkCredentials(deps.db, email, password),
      );
      if (!found) throw unauthorized(INVALID_CREDENTIALS);
      if (found.two_factor_enabled) {
        await mailSignInCode(deps, { id: found.id, email: found.email }, 'login');
        markAccess(req, 'two_factor_challenge', found.id);
        return { requires_two_factor: true };
      }
      const token = await tokenFor(deps, req, found.id);
      markAccess(req, 'sign_in', found.id);
      return { access_token: token };
    },
  );

  app.get(
    '/user',
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in user',
        response: { 200: User, 401: ErrorBody },
      },
    },
    async (req) => sessionOf(req).user,
  );

  app.post(
    '/user/logout',
    {
      schema: {
        tags: ['session'],
        summary: 'Revoke the current token',
        response: { 200: OkResponse },
      },
    },
    async (req) => {
      const session = sessionOf(req);
      await revokeToken(deps.db, session.tokenId, deps.now());
      return { ok: true as const };
    },
  );

  await app.register(codeRoutes, deps);
  await app.register(passwordRoutes, deps);
  await app.register(confirmEmailRoutes, deps);
  await app.register(acceptInviteRoutes, deps);
  await app.register(profileRoutes, deps);
};
