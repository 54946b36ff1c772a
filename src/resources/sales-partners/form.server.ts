import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { requiredStepsFor } from '../../domain/onboarding/requirements';
import { salesPartners } from '../../server/db/schema';
import type { FormServer } from '../../server/kit/form';
import type { salesPartnersForm } from './form';

type SalesPartnerInput = z.infer<typeof salesPartnersForm.input>;

/** Sales partners are written by admins only (the form's `may`). */
export const salesPartnersFormServer: FormServer<SalesPartnerInput> = {
  async create(tx, _user, input) {
    const [row] = await tx
      .insert(salesPartners)
      .values({ ...input, required_steps: requiredStepsFor('sales_partner') })
      .returning({ id: salesPartners.id });
    return row!.id;
  },
  async update(tx, _user, id, patch) {
    if (Object.keys(patch).length === 0) return;
    await tx
      .update(salesPartners)
      .set({ ...patch, updated_at: new Date() })
      .where(eq(salesPartners.id, id));
  },
};
