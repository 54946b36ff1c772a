import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ReminderSent } from '../../../domain/contracts/onboarding-status';
import { ErrorBody } from '../../../domain/contracts/errors';
import {
  canRemindOnboarding,
  canSeeOnboardingStatus,
  onboardingStatusResource,
} from '../../../domain/resources/onboarding-status';
import { sessionOf } from '../../auth/session';
import type { Deps } from '../../deps';
import { declareList } from '../../kit/list-count';
import { registerResource } from '../../kit/register';
import { forbidden } from '../../lib/errors';
import { onboardingStatusServer } from './query';
import { sendReminder } from './reminders';

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
export const onboardingStatusRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
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
