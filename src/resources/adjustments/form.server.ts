import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../server/db/client';
import { assignments, clients, contractors } from '../../server/db/schema';
import { fieldError, type FormServer } from '../../server/kit/form';
import { insertCreated } from '../../server/kit/workflow/create';
import { originOf } from '../../server/kit/workflow/origin';
import { withoutUndefined } from '../../server/kit/workflow/payloads';
import { transitionInTx } from '../../server/kit/workflow/perform';
import { assignmentsServer } from '../assignments/server';
import { clientsServer } from '../clients/server';
import { contractorsServer } from '../contractors/server';
import type { adjustmentsForm } from './form';
import { adjustments } from './table';
import { adjustmentServer } from './workflow.server';

type Input = z.infer<typeof adjustmentsForm.input>;
type Tenancy = { partner_id: string | null; eor_id: string | null };

/** An adjustment belongs to its contractor's partner or EOR; its client and assignment must be theirs too. */
async function checkLinks(
  tx: Db,
  contractorId: string,
  clientId: string | null | undefined,
  assignmentId: string | null | undefined,
): Promise<Tenancy> {
  const [c] = await tx
    .select({ partner_id: contractors.partner_id, eor_id: contractors.eor_id })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  if (!c) throw fieldError('contractor_id', 'Contractor not found');
  if (clientId) {
    const [cl] = await tx
      .select({ partner_id: clients.partner_id, eor_id: clients.eor_id })
      .from(clients)
      .where(eq(clients.id, clientId));
    const same =
      cl &&
      ((c.partner_id !== null && c.partner_id === cl.partner_id) ||
        (c.eor_id !== null && c.eor_id === cl.eor_id));
    if (!same)
      throw fieldError('client_id', 'This client works with another partner than the contractor');
  }
  if (assignmentId) {
    const [a] = await tx
      .select({ contractor_id: assignments.contractor_id })
      .from(assignments)
      .where(eq(assignments.id, assignmentId));
    if (a?.contractor_id !== contractorId)
      throw fieldError('assignment_id', 'This assignment is not the contractor’s');
  }
  return c;
}

/** New adjustments start their event stream; edits are the chart's `adjustment.edit`, refused (409) once not pending. */
export const adjustmentsFormServer: FormServer<Input> = {
  async create(tx, user, input, origin, deliverTo) {
    const tenancy = await checkLinks(tx, input.contractor_id, input.client_id, input.assignment_id);
    const row = await insertCreated(
      tx,
      adjustmentServer,
      {
        id: crypto.randomUUID(),
        ...tenancy,
        contractor_id: input.contractor_id,
        client_id: input.client_id ?? null,
        assignment_id: input.assignment_id ?? null,
        direction: input.direction,
        payer: input.payer,
        type: input.type,
        amount_cents: input.amount_cents,
        date: input.date,
        notes: input.notes || null,
      },
      originOf(user, origin),
      deliverTo,
    );
    return row.id;
  },
  async update(tx, user, id, patch, origin, deliverTo) {
    const { contractor_id: contractorId, ...changes } = patch;
    await transitionInTx(
      tx,
      adjustmentServer,
      user,
      id,
      {
        event: { type: 'adjustment.edit', user },
        action: 'edit',
        origin: originOf(user, origin),
        check: (r) => {
          if (contractorId !== undefined && contractorId !== r.a.contractor_id)
            throw fieldError(
              'contractor_id',
              'An adjustment keeps its contractor: reverse it and add another',
            );
        },
        extra: () =>
          withoutUndefined({ ...changes, ...(changes.notes === '' ? { notes: null } : {}) }),
      },
      deliverTo,
    );
    const [row] = await tx.select().from(adjustments).where(eq(adjustments.id, id));
    await checkLinks(tx, row!.contractor_id, row!.client_id, row!.assignment_id);
  },
  references: {
    contractor_id: { label: 'Contractor', server: contractorsServer },
    client_id: { label: 'Client', server: clientsServer },
    assignment_id: { label: 'Assignment', server: assignmentsServer },
  },
};
