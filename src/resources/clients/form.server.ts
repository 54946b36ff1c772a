import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { requiredStepsFor } from '../../domain/onboarding/requirements';
import { clients, partners } from '../../server/db/schema';
import { fieldError, type FormServer } from '../../server/kit/form';
import { tenantOf } from '../../server/kit/scope';
import type { clientsForm } from './form';

type ClientInput = z.infer<typeof clientsForm.input>;

/** A new client belongs to its creator's partner or EOR; an admin names the partner. */
export const clientsFormServer: FormServer<ClientInput> = {
  async create(tx, user, input) {
    const tenant = tenantOf(user);
    const owner =
      tenant?.type === 'partner'
        ? { partner_id: tenant.id }
        : tenant?.type === 'eor'
          ? { eor_id: tenant.id }
          : null;
    if (!owner && !input.partner_id)
      throw fieldError('partner_id', 'Choose the partner this client works through');
    if (!owner && input.partner_id) {
      const [partner] = await tx
        .select({ id: partners.id })
        .from(partners)
        .where(eq(partners.id, input.partner_id));
      if (!partner) throw fieldError('partner_id', 'Partner not found');
    }
    const [row] = await tx
      .insert(clients)
      .values({
        entity_name: input.entity_name,
        ...(owner ?? { partner_id: input.partner_id }),
        can_create_assignment: input.can_create_assignment ?? false,
        show_contractor_personal: input.show_contractor_personal ?? false,
        requires_signature_for_approval: input.requires_signature_for_approval ?? false,
        required_steps: requiredStepsFor('client'),
      })
      .returning({ id: clients.id });
    return row!.id;
  },
  async update(tx, _user, id, patch) {
    // Which partner a client works through is not an edit: its assignments and time belong there.
    const { partner_id: _partner, ...changes } = patch;
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(clients)
      .set({ ...changes, updated_at: new Date() })
      .where(eq(clients.id, id));
  },
};
