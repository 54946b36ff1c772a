import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ReminderSent, onboardingStatusResource } from './contract';
import { ErrorBody } from '../../domain/contracts/errors';
import { canRemindOnboarding, canSeeOnboardingStatus } from './policy';
import { sessionOf } from '../../server/auth/session';
import type { Deps } from '../../server/deps';
import { declareList } from '../../server/kit/list-count';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { forbidden } from '../../server/lib/errors';
import { onboardingStatusServer } from './queries';
import { sendReminder } from './reminders.server';

const access = {
  allowed: canSeeOnboardingStatus,
  message: 'You are not allowed to see who is onboarding',
};

export const onboardingList = declareList(onboardingStatusResource, onboardingStatusServer, {
  path: onboardingStatusResource.apiPath,
  summary: 'Users with onboarding steps left, in your scope',
  access,
});

/** Who is stuck where in onboarding (spec §4), and the reminder mail a row offers. */
const onboardingStatusRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  registerResource(app, deps, onboardingList.def, onboardingList.server, { access });
  app.post(
    '/onboarding_status/:id/remind',
    {
      schema: {
        tags: ['onboarding_status'],
        summary: 'Mail the user a reminder of their next onboarding step (once a day per user)',
        params: z.object({ id: z.uuid() }),
        response: {
          200: ReminderSent,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      if (!canRemindOnboarding(user))
        throw forbidden('You are not allowed to remind users of their onboarding');
      const sent = await sendReminder(deps, user, req.params.id);
      return { sent_at: sent.toISOString() };
    },
  );
};

export const onboardingStatusPart: ResourceServerPart = { routes: onboardingStatusRoutes };
