import { eq } from 'drizzle-orm';
import { onboardingStatusResource } from './contract';
import { resourceContract } from '../../../tests/kit/resource-contract';
import { contractors, users } from '../../server/db/schema';

// SelfCo's Ian is put back to his first step, so both demo partners have someone onboarding.
resourceContract(onboardingStatusResource, {
  seed: async (db) => {
    const [ian] = await db.select().from(users).where(eq(users.email, 'ic@demo.test'));
    await db
      .update(contractors)
      .set({ completed_steps: [] })
      .where(eq(contractors.id, ian!.contractor_id!));
  },
});
