import { eq, sql } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import { stepRoute, stepTitle } from '../../domain/onboarding/step-routes';
import type { Db } from '../../server/db/client';
import {
  clients,
  contractors,
  onboardingReminders,
  partners,
  salesPartners,
  users,
} from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { tenantScope } from '../../server/kit/scope';
import { ApiError, conflict, notFound } from '../../server/lib/errors';
import { appLink } from '../../server/mail/app-link';
import { sendMail } from '../../server/mail/send';
import { currentStep, scope, stuck, userType } from './queries';

const DAY_MS = 86_400_000;
export const REMINDED_TODAY = 'A reminder was already sent to this user in the last 24 hours';
export const NOTHING_LEFT = 'This user has no onboarding steps left';

/** The user as the caller may see them in the onboarding list, with the step they are at. */
async function stuckUser(db: Db, viewer: User, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      user_type: userType,
      requires_w2: sql<boolean>`coalesce(${contractors.requires_w2_onboard}, false)`,
      step: currentStep,
      stuck: sql<boolean>`${stuck}`,
      in_scope: sql<boolean>`${tenantScope(viewer, scope)}`,
    })
    .from(users)
    .leftJoin(partners, eq(partners.id, users.partner_id))
    .leftJoin(salesPartners, eq(salesPartners.id, users.sales_partner_id))
    .leftJoin(clients, eq(clients.id, users.client_id))
    .leftJoin(contractors, eq(contractors.id, users.contractor_id))
    .where(eq(users.id, id));
  if (!row || !row.in_scope) throw notFound();
  return row;
}

/**
 * Mails a user the step they are at and a link back to onboarding, at most once a day per user
 * (whoever sends it): the send is recorded in `onboarding_reminders` in the mail's transaction.
 */
export async function sendReminder(deps: Deps, viewer: User, id: string): Promise<Date> {
  const user = await stuckUser(deps.db, viewer, id);
  if (!user.stuck || !user.step) throw conflict(NOTHING_LEFT);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(onboardingReminders)
      .values({ user_id: id, sent_at: now })
      .onConflictDoUpdate({
        target: onboardingReminders.user_id,
        set: { sent_at: now },
        setWhere: sql`${onboardingReminders.sent_at} <= ${new Date(now.getTime() - DAY_MS)}`,
      })
      .returning({ sent_at: onboardingReminders.sent_at });
    if (recorded.length === 0) throw new ApiError(429, REMINDED_TODAY);
    const link = appLink(
      deps.env,
      stepRoute(user.step!, { userType: user.user_type, requiresW2: user.requires_w2 }),
    );
    await sendMail(
      deps,
      {
        to: user.email,
        subject: 'Finish your onboarding',
        body:
          `Hello ${user.first_name}, your onboarding is not finished yet: ${stepTitle(user.step!)} is next. ` +
          `Sign in to continue: ${link}`,
      },
      tx,
    );
    return now;
  });
}
