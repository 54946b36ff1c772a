import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../server/auth/session';
import type { Deps } from '../../server/deps';
import { withEvents } from '../../server/events/store';
import { backgroundChecksAdapter } from '../../server/integrations/background-checks';
import { PLATFORM } from '../../server/integrations/credentials';
import { liveCall } from '../../server/integrations/live-call';
import { refusalMessage, type RouteAccess } from '../../server/kit/authorize-first';
import { fieldError } from '../../server/kit/form';
import { originOf, requestOrigin } from '../../server/kit/workflow/origin';
import { conflict, forbidden, notFound } from '../../server/lib/errors';
import { completeStep } from '../../server/onboarding/complete-step';
import { requirementsOf } from '../../server/onboarding/requirements';
import { SCREENING_RETURN_PATH, type ScreeningType } from './kinds';
import type { ScreeningProvider } from './provider.server';
import { screenings } from './table';

export const NOT_A_STEP = 'This screening is not one of your onboarding steps';
export const ALREADY_DONE = 'This screening is already completed';
export const NOT_FINISHED = 'The provider has not finished this screening yet';

/** Checked before the body is validated (kit/authorize-first.ts). */
export const orderAccess: RouteAccess = {
  allowed: (user) => user.contractor !== null,
  message: 'Only a contractor orders its own screenings',
};

/**
 * A contractor orders a screening its onboarding still requires. An order already open is answered
 * again rather than paid for twice.
 */
export async function orderScreening(
  deps: Deps,
  provider: ScreeningProvider,
  req: FastifyRequest,
): Promise<{ id: string; redirect_url: string }> {
  const { user } = sessionOf(req);
  const contractor = user.contractor;
  if (!contractor) throw forbidden(refusalMessage(orderAccess, user));
  const { type } = req.body as { type: ScreeningType };
  const steps = await requirementsOf(deps.db, user.id);
  if (!steps.required.includes(type)) throw fieldError('type', NOT_A_STEP);
  if (steps.completed.includes(type)) throw fieldError('type', ALREADY_DONE);
  const [open] = await deps.db
    .select({ id: screenings.id, redirect_url: screenings.redirect_url })
    .from(screenings)
    .where(
      and(
        eq(screenings.contractor_id, contractor.id),
        eq(screenings.type, type),
        eq(screenings.status, 'ordered'),
      ),
    );
  if (open) return open;
  const employer = contractor.partner ? `partner:${contractor.partner.id}` : PLATFORM;
  const placed = await liveCall(deps, employer, backgroundChecksAdapter.id, `Order a ${type}`, () =>
    provider.order({
      type,
      candidate: { first_name: user.first_name, last_name: user.last_name, email: user.email },
      returnPath: SCREENING_RETURN_PATH,
    }),
  );
  const [row] = await deps.db
    .insert(screenings)
    .values({
      user_id: user.id,
      contractor_id: contractor.id,
      partner_id: contractor.partner?.id ?? null,
      type,
      provider: provider.name,
      reference: placed.reference,
      redirect_url: placed.redirect_url,
      ordered_at: deps.now(),
    })
    .returning({ id: screenings.id, redirect_url: screenings.redirect_url });
  return row!;
}

/**
 * The provider's return URL: the reference must name one of the caller's own screenings (anyone
 * else's is a 404). The provider is asked for the result; a finished order completes the screening
 * and its onboarding step in one transaction. Coming back twice changes nothing.
 */
export async function completeScreening(
  deps: Deps,
  provider: ScreeningProvider,
  req: FastifyRequest,
): Promise<string> {
  const { user } = sessionOf(req);
  const { reference } = req.body as { reference: string };
  const [screening] = await deps.db
    .select()
    .from(screenings)
    .where(and(eq(screenings.reference, reference), eq(screenings.user_id, user.id)));
  if (!screening || screening.provider !== provider.name) throw notFound();
  if (screening.status === 'completed') return screening.id;
  const outcome = await provider.complete(reference);
  if (!outcome) throw conflict(NOT_FINISHED);
  const origin = originOf(user, requestOrigin(req, deps));
  await withEvents(deps.db, async (tx) => {
    await tx
      .update(screenings)
      .set({ status: 'completed', result: outcome.result, completed_at: deps.now() })
      .where(and(eq(screenings.id, screening.id), eq(screenings.status, 'ordered')));
    await completeStep(tx, user.id, screening.type as ScreeningType, {
      origin,
      deliverTo: deps.subscribers,
    });
  });
  return screening.id;
}
