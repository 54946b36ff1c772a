import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { User } from '../../domain/contracts/user';
import { requiredStepsFor } from '../../domain/onboarding/requirements';
import type { Db } from '../../server/db/client';
import { clients, contractors, partners, users } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { fieldError, type FormServer } from '../../server/kit/form';
import { tenantOf } from '../../server/kit/scope';
import { EMAIL_TAKEN, inviteUser } from '../users/server';
import type { contractorsForm } from './form';

type ContractorInput = z.infer<typeof contractorsForm.input>;

/**
 * Whose contractor it is: a partner's or EOR's own; a client owner's goes to the client's partner
 * or EOR and stays visible to that client; an admin names the partner.
 */
async function ownerOf(tx: Db, user: User, input: ContractorInput) {
  const tenant = tenantOf(user);
  if (tenant?.type === 'partner') return { partner_id: tenant.id };
  if (tenant?.type === 'eor') return { eor_id: tenant.id };
  if (tenant?.type === 'client') {
    const [client] = await tx
      .select({ partner_id: clients.partner_id, eor_id: clients.eor_id })
      .from(clients)
      .where(eq(clients.id, tenant.id));
    return {
      partner_id: client?.partner_id ?? null,
      eor_id: client?.eor_id ?? null,
      created_by_client_id: tenant.id,
    };
  }
  if (!input.partner_id)
    throw fieldError('partner_id', 'Choose the partner this contractor works under');
  const [partner] = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.id, input.partner_id));
  if (!partner) throw fieldError('partner_id', 'Partner not found');
  return { partner_id: partner.id };
}

/** A new contractor with its onboarding steps and its user, who is mailed the invitation. */
export const contractorsFormServer = (deps: Deps): FormServer<ContractorInput> => ({
  async create(tx, user, input, origin) {
    const owner = await ownerOf(tx, user, input);
    const w2 = input.requires_w2_onboard ?? false;
    // The partner's choice of optional steps applies to every worker it adds.
    const [partner] = owner.partner_id
      ? await tx
          .select({ steps: partners.onboarding_steps })
          .from(partners)
          .where(eq(partners.id, owner.partner_id))
      : [];
    const [row] = await tx
      .insert(contractors)
      .values({
        ...owner,
        requires_w2_onboard: w2,
        required_steps: requiredStepsFor('contractor', {
          requiresW2: w2,
          partnerSteps: partner?.steps,
        }),
        completed_steps: [],
      })
      .returning({ id: contractors.id });
    await inviteUser(
      deps,
      tx,
      user,
      {
        email: input.email,
        first_name: input.first_name,
        last_name: input.last_name,
        role: null,
        contractor_id: row!.id,
      },
      origin,
    );
    return row!.id;
  },
  async update(tx, _user, id, patch) {
    // Email, onboarding kind and partner are settled at creation: the invite and steps follow them.
    const names = { first_name: patch.first_name, last_name: patch.last_name };
    const set = Object.fromEntries(Object.entries(names).filter(([, v]) => v !== undefined));
    if (Object.keys(set).length === 0) return;
    await tx.update(users).set(set).where(eq(users.contractor_id, id));
  },
  unique: { users_email_lower_idx: { field: 'email', message: EMAIL_TAKEN } },
});
