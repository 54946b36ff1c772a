import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../domain/contracts/errors';
import {
  CodeLoginRequest,
  EmailBody,
  OkResponse,
  RequestCodeBody,
} from '../../../domain/contracts/session';
import { LoginResponse } from '../../../domain/contracts/user';
import type { Deps } from '../../deps';
import { consumeCode, hasRecentCode, issueCode } from '../../auth/codes';
import { assertSignInAllowed, checkWithinSignInLimits } from '../../auth/sign-in-limit';
import { sendStepUpCode } from '../../auth/step-up';
import { unauthorized } from '../../lib/errors';
import { sendMail } from '../../mail/send';
import { userByEmail } from './find-user';
import { INVALID_CODE_LOGIN, mailSignInCode, signInAttempt, tokenFor } from './sign-in';
import { markAccess } from '../../logs/access-log';

export const codeRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  for (const [path, purpose] of [
    ['/user/two_factor', 'login'],
    ['/user/passwordless/verify', 'passwordless'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ['session'],
          summary:
            purpose === 'login'
              ? 'Second sign-in step: the mailed code'
              : 'Sign in with an emailed code',
          body: CodeLoginRequest,
          response: { 200: LoginResponse, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
        },
      },
      async (req) => {
        const { email, code } = req.body;
        const user = await checkWithinSignInLimits(
          deps.db,
          signInAttempt(deps, req, email),
          async () => {
            const found = await userByEmail(deps.db, email);
            return found && (await consumeCode(deps.db, found.id, purpose, code, deps.now()))
              ? found
              : undefined;
          },
        );
        if (!user) throw unauthorized(INVALID_CODE_LOGIN);
        const token = await tokenFor(deps, req, user.id);
        markAccess(
          req,
          purpose === 'login' ? 'sign_in_two_factor' : 'sign_in_passwordless',
          user.id,
        );
        return { access_token: token };
      },
    );
  }

  app.post(
    '/user/passwordless',
    {
      schema: {
        tags: ['session'],
        summary: 'Mail a sign-in code',
        description: 'Answers the same for unknown emails, so it cannot tell who has an account.',
        body: EmailBody,
        response: { 200: OkResponse, 429: ErrorBody },
      },
    },
    async (req) => {
      await assertSignInAllowed(deps.db, signInAttempt(deps, req, req.body.email));
      const user = await userByEmail(deps.db, req.body.email);
      if (user) await mailSignInCode(deps, user, 'passwordless');
      return { ok: true as const };
    },
  );

  app.post(
    '/user/request-code',
    {
      schema: {
        tags: ['session'],
        summary: 'Resend a verification code',
        description:
          'Signed in: a new step-up code. Signed out: a new sign-in code, only within ten minutes of a password check ' +
          '(purpose login) or of a passwordless request. At most one per minute and ten per day (429 with Retry-After).',
        body: RequestCodeBody,
        response: { 200: OkResponse, 429: ErrorBody },
      },
    },
    async (req) => {
      if (req.session) {
        await sendStepUpCode(deps, req.session.user);
        return { ok: true as const };
      }
      const purpose = req.body.purpose ?? 'login';
      const user = req.body.email ? await userByEmail(deps.db, req.body.email) : undefined;
      if (user && (await hasRecentCode(deps.db, user.id, purpose, deps.now()))) {
        const code = await issueCode(deps.db, user.id, purpose, deps.now());
        await sendMail(deps, {
          to: user.email,
          subject: 'Your sign-in code',
          body: `Your sign-in code is ${code}. It is valid for 10 minutes.`,
        });
      }
      return { ok: true as const };
    },
  );
};
