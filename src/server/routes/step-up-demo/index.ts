import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { User } from '../../../domain/contracts/user';
import { User as UserSchema } from '../../../domain/contracts/user';
import { ErrorBody } from '../../../domain/contracts/errors';
import { StepUpRequired } from '../../../domain/contracts/session';
import type { Deps } from '../../deps';
import { sessionOf } from '../../auth/session';
import { canRevealSsn } from '../../../domain/policy/capabilities';
import { requireStepUp } from '../../auth/step-up';
import { SSN_COLUMN } from '../../crypto/seal-rows';
import { contractors } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';

function ownsContractor(user: User, row: { id: string; partner_id: string | null }) {
  if (user.user_type === 'admin') return true;
  if (user.user_type === 'contractor') return user.contractor?.id === row.id;
  return user.partner?.id !== undefined && user.partner.id === row.partner_id;
}

const stepUpResponses = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 424: StepUpRequired };

/** Sensitive operations that need a step-up code when email-code verification is on. */
export const stepUpRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/contractors/:id/ssn',
    {
      schema: {
        tags: ['contractors'],
        summary:
          'The full SSN of a contractor (step-up: 424 until X-Verification-Code holds a valid code)',
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ ssn: z.string().nullable() }), ...stepUpResponses },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      if (!canRevealSsn(user)) throw forbidden();
      const [row] = await deps.db
        .select({ id: contractors.id, partner_id: contractors.partner_id, ssn: contractors.ssn })
        .from(contractors)
        .where(eq(contractors.id, req.params.id));
      if (!row || !ownsContractor(user, row)) throw notFound();
      await requireStepUp(req, deps);
      return { ssn: row.ssn === null ? null : deps.vault.open(SSN_COLUMN, row.ssn) };
    },
  );

  app.get(
    '/user/data_export',
    {
      schema: {
        tags: ['session'],
        summary: 'Export the personal data held about the signed-in user (step-up)',
        response: {
          200: z.object({ user: UserSchema, exported_at: z.string() }),
          ...stepUpResponses,
        },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      await requireStepUp(req, deps);
      return { user, exported_at: deps.now().toISOString() };
    },
  );
};
