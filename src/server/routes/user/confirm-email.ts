import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../domain/contracts/errors';
import { OkResponse } from '../../../domain/contracts/session';
import { appLink } from '../../mail/app-link';
import type { Deps } from '../../deps';
import { consumeCode, issueCode } from '../../auth/codes';
import { sessionOf } from '../../auth/session';
import { emailConfirmations } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { sendMail } from '../../mail/send';
import { userByEmail } from './find-user';

export const CONFIRM_LINK_INVALID = 'This confirmation link is invalid or has expired.';

export const confirmEmailRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    '/user/confirm_email/request',
    {
      schema: {
        tags: ['session'],
        summary: 'Mail a link that confirms the signed-in user’s email address (valid 10 minutes)',
        response: { 200: OkResponse, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      const token = randomBytes(24).toString('base64url');
      await issueCode(deps.db, user.id, 'confirm_email', deps.now(), token);
      const query = new URLSearchParams({ email: user.email, token });
      await sendMail(deps, {
        to: user.email,
        subject: 'Confirm your email address',
        body: `Open this link within 10 minutes to confirm your email address: ${appLink(deps.env, `/confirm_email?${query.toString()}`)}`,
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/user/confirm_email',
    {
      schema: {
        tags: ['session'],
        summary: 'Confirm an email address with the mailed link',
        body: z.object({ email: z.email().max(254), token: z.string().min(20).max(200) }),
        response: {
          200: z.object({ email: z.string(), confirmed_at: z.string() }),
          400: ErrorBody,
        },
      },
    },
    async (req) => {
      const user = await userByEmail(deps.db, req.body.email);
      if (
        !user ||
        !(await consumeCode(deps.db, user.id, 'confirm_email', req.body.token, deps.now()))
      ) {
        throw new ApiError(400, CONFIRM_LINK_INVALID);
      }
      const confirmed_at = deps.now();
      await deps.db
        .insert(emailConfirmations)
        .values({ user_id: user.id, email: user.email, confirmed_at })
        .onConflictDoUpdate({
          target: emailConfirmations.user_id,
          set: { email: user.email, confirmed_at },
        });
      return { email: user.email, confirmed_at: confirmed_at.toISOString() };
    },
  );
};
