import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../domain/contracts/errors';
import {
  ChangePasswordBody,
  EmailBody,
  OkResponse,
  ResetPasswordBody,
} from '../../../domain/contracts/session';
import { appLink } from '../../mail/app-link';
import type { Deps } from '../../deps';
import { consumeCode, issueCode, TooManyCodesError } from '../../auth/codes';
import { hashPassword, verifyPassword } from '../../auth/password';
import { sessionOf } from '../../auth/session';
import { checkWithinSignInLimits } from '../../auth/sign-in-limit';
import { authTokens, users } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { sendMail } from '../../mail/send';
import { sessionCacheOf } from '../../auth/session-cache';
import { userByEmail } from './find-user';
import { signInAttempt } from './sign-in';

export const RESET_LINK_INVALID = 'This reset link is invalid or has expired.';

async function setPassword(deps: Deps, userId: string, password: string) {
  const password_hash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash }).where(eq(users.id, userId));
    await tx
      .update(authTokens)
      .set({ revoked_at: deps.now() })
      .where(and(eq(authTokens.user_id, userId), isNull(authTokens.revoked_at)));
  });
  sessionCacheOf(deps.db).forgetUser(userId);
}

export const passwordRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    '/user/forgot_password',
    {
      schema: {
        tags: ['session'],
        summary: 'Mail a password reset link (valid 10 minutes, single use)',
        body: EmailBody,
        response: { 200: OkResponse },
      },
    },
    async (req) => {
      const user = await userByEmail(deps.db, req.body.email);
      if (!user) return { ok: true as const };
      const token = randomBytes(24).toString('base64url');
      try {
        await issueCode(deps.db, user.id, 'reset_password', deps.now(), token);
      } catch (err) {
        if (err instanceof TooManyCodesError) return { ok: true as const };
        throw err;
      }
      const query = new URLSearchParams({ email: user.email, token });
      await sendMail(deps, {
        to: user.email,
        subject: 'Reset your password',
        body: `Open this link within 10 minutes to choose a new password: ${appLink(deps.env, `/forgot_password?${query.toString()}`)}`,
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/user/reset_password',
    {
      schema: {
        tags: ['session'],
        summary: 'Choose a new password with a reset link; signs out every session',
        body: ResetPasswordBody,
        response: { 200: OkResponse, 400: ErrorBody },
      },
    },
    async (req) => {
      const user = await userByEmail(deps.db, req.body.email);
      if (
        !user ||
        !(await consumeCode(deps.db, user.id, 'reset_password', req.body.token, deps.now()))
      ) {
        throw new ApiError(400, RESET_LINK_INVALID);
      }
      await setPassword(deps, user.id, req.body.password);
      return { ok: true as const };
    },
  );

  app.post(
    '/user/change_password',
    {
      schema: {
        tags: ['session'],
        summary: 'Change the password of the signed-in user; signs out every session',
        body: ChangePasswordBody,
        response: { 200: OkResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      // A stolen token must not become a way to guess the password behind it.
      const confirmed = await checkWithinSignInLimits(
        deps.db,
        signInAttempt(deps, req, user.email),
        async () => {
          const [row] = await deps.db
            .select({ hash: users.password_hash })
            .from(users)
            .where(eq(users.id, user.id));
          return row && (await verifyPassword(row.hash, req.body.current_password))
            ? true
            : undefined;
        },
      );
      if (!confirmed) throw new ApiError(400, 'The current password is not correct');
      await setPassword(deps, user.id, req.body.new_password);
      return { ok: true as const };
    },
  );
};
