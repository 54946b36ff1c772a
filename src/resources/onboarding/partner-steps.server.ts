import { eq } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import { OPTIONAL_STEPS } from '../../domain/onboarding/contractor-steps';
import {
  chosenSteps,
  type PartnerStepsItem,
} from '../../domain/onboarding/forms/partner-steps-form';
import { partners } from '../../server/db/schema';
import type { OwnFormServer } from '../../server/kit/own-form';
import { forbidden } from '../../server/lib/errors';

const partnerIdOf = (user: User) => {
  if (!user.partner) throw forbidden('Only a partner chooses its contractors’ onboarding steps');
  return user.partner.id;
};

/**
 * The caller's partner's optional onboarding steps (`partners.onboarding_steps`). Contractors already
 * added keep the steps they were given: a new choice applies to those added afterwards.
 */
export const partnerStepsServer: OwnFormServer<PartnerStepsItem, PartnerStepsItem> = {
  load: async (db, user) => {
    const [row] = await db
      .select({ steps: partners.onboarding_steps })
      .from(partners)
      .where(eq(partners.id, partnerIdOf(user)));
    const steps = row?.steps ?? [];
    return Object.fromEntries(
      OPTIONAL_STEPS.map((s) => [s, steps.includes(s)]),
    ) as PartnerStepsItem;
  },
  save: async (tx, user, input) => {
    await tx
      .update(partners)
      .set({ onboarding_steps: chosenSteps(input), updated_at: new Date() })
      .where(eq(partners.id, partnerIdOf(user)));
  },
};
