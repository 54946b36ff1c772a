import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { requiredStepsFor } from '../../domain/onboarding/requirements';
import { partners } from '../../server/db/schema';
import type { FormServer } from '../../server/kit/form';
import { salesPartnersServer } from '../sales-partners/server';
import type { partnersForm } from './form';

type PartnerInput = z.infer<typeof partnersForm.input>;

/** Partners are written by admins only (the form's `may`), so no tenant column comes from the user. */
export const partnersFormServer: FormServer<PartnerInput> = {
  async create(tx, _user, input) {
    const [row] = await tx
      .insert(partners)
      .values({ ...input, required_steps: requiredStepsFor('partner') })
      .returning({ id: partners.id });
    return row!.id;
  },
  async update(tx, _user, id, patch) {
    if (Object.keys(patch).length === 0) return;
    await tx
      .update(partners)
      .set({ ...patch, updated_at: new Date() })
      .where(eq(partners.id, id));
  },
  references: { sales_partner_id: { label: 'Sales partner', server: salesPartnersServer } },
  unique: {
    partners_subdomain_unique: { field: 'subdomain', message: 'This subdomain is already taken' },
  },
};
