import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../domain/contracts/errors';
import { AcceptInviteBody, AcceptInviteResponse } from '../../../domain/contracts/session';
import { acceptInvite } from '../../auth/invite';
import { currentStepOf } from '../../../domain/onboarding/requirements';
import { holderOf } from '../../onboarding/holders';
import { requirementsOf } from '../../onboarding/requirements';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { requestOrigin } from '../../kit/workflow/origin';
import { tokenFor } from './sign-in';

/** A user with onboarding steps left starts there (spec §4 Onboarding); everyone else at home. */
async function firstPage(db: Db, userId: string): Promise<string | null> {
  const holder = await holderOf(db, userId);
  if (!holder) return null;
  const left = currentStepOf(await requirementsOf(db, userId));
  return left ? `/onboard/${holder.type}` : null;
}

export const acceptInviteRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    '/user/accept_invite',
    {
      schema: {
        tags: ['session'],
        summary: 'Choose a password with an invitation link (single use, 7 days) and sign in',
        body: AcceptInviteBody,
        response: { 200: AcceptInviteResponse, 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (req) => {
      const userId = await acceptInvite(deps, req.body, requestOrigin(req, deps));
      return {
        access_token: await tokenFor(deps, req, userId),
        next: await firstPage(deps.db, userId),
      };
    },
  );
};
