import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { User } from '../../domain/contracts/user';
import {
  RATE_COLUMN_NAMES,
  type RateColumnName,
  type RateColumns,
} from '../../domain/billing/rates';
import { canSetBillRates, canSetPayRates, isClient } from '../../domain/policy/capabilities';
import {
  BILL_RATE_KEYS,
  PAY_RATE_KEYS,
  RATE_KINDS,
  rateChangeNotice,
  type assignmentsForm,
} from './form';
import { changeRates } from '../../server/billing/rate-schedule';
import type { Db } from '../../server/db/client';
import { jobs } from '../../server/db/schema';
import { clients, contractors } from '../../server/db/schema/profiles';
import { fieldError, type FormServer } from '../../server/kit/form';
import { forbidden } from '../../server/lib/errors';
import { clientsServer } from '../clients/server';
import { contractorsServer } from '../contractors/server';
import { assignments } from './table';

type AssignmentInput = z.infer<typeof assignmentsForm.input>;

/**
 * Rates are the employer's terms: a client never sets them (pay or bill), and bill rates only the
 * employer's owner, finance or manager and admins. Anyone else sending one is refused, not ignored.
 */
function refuseRates(user: User, body: Partial<AssignmentInput>) {
  const sent = (keys: readonly (keyof AssignmentInput)[]) =>
    keys.some((k) => body[k] !== undefined);
  if (
    isClient(user) &&
    (sent(PAY_RATE_KEYS) || sent(BILL_RATE_KEYS) || sent(['rates_effective_date']))
  )
    throw forbidden('Rates are set by the employer: a client may not set pay or bill rates');
  if (!canSetPayRates(user) && sent(PAY_RATE_KEYS))
    throw forbidden('You are not allowed to set pay rates');
  if (!canSetBillRates(user) && sent(BILL_RATE_KEYS))
    throw forbidden('You are not allowed to set bill rates');
}

/** The rate keys an edit sends with a value other than the assignment's: only those change rates. */
function changedRates(current: RateColumns, patch: Partial<AssignmentInput>): Partial<RateColumns> {
  return Object.fromEntries(
    RATE_COLUMN_NAMES.filter((k) => patch[k] !== undefined && patch[k] !== current[k]).map((k) => [
      k,
      patch[k] ?? null,
    ]),
  );
}

type Tenancy = { partner_id: string | null; eor_id: string | null };

/** The job must be the assignment's partner's own or one every partner shares (no partner). */
async function checkJob(tx: Db, jobId: string, tenancy: Tenancy) {
  const [job] = await tx
    .select({ partner_id: jobs.partner_id })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job || (job.partner_id !== null && job.partner_id !== tenancy.partner_id))
    throw fieldError('job_id', 'Job not found');
}

/**
 * An assignment belongs to its contractor's partner or EOR, and its client must work through the
 * same one: an admin could otherwise pair one partner's contractor with another's client.
 */
async function tenancyOf(tx: Db, contractorId: string, clientId: string): Promise<Tenancy> {
  const [c] = await tx
    .select({ partner_id: contractors.partner_id, eor_id: contractors.eor_id })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  const [cl] = await tx
    .select({ partner_id: clients.partner_id, eor_id: clients.eor_id })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!c) throw fieldError('contractor_id', 'Contractor not found');
  if (!cl) throw fieldError('client_id', 'Client not found');
  const same =
    (c.partner_id !== null && c.partner_id === cl.partner_id) ||
    (c.eor_id !== null && c.eor_id === cl.eor_id);
  if (!same)
    throw fieldError('client_id', 'This client works with another partner than the contractor');
  return c;
}

export const assignmentsFormServer: FormServer<AssignmentInput> = {
  async create(tx, user, input) {
    refuseRates(user, input);
    const clientId = isClient(user) ? user.client?.id : input.client_id;
    if (!clientId) throw fieldError('client_id', 'Choose a client');
    const required = (side: 'pay' | 'bill', index: 1 | 2) => {
      const missing = RATE_KINDS.find(([prefix]) => input[`${prefix}${side}_rate_cents`] == null);
      if (missing)
        throw fieldError(`${missing[0]}${side}_rate_cents`, `${missing[index]} is required`);
    };
    if (canSetPayRates(user)) required('pay', 1);
    if (canSetBillRates(user)) required('bill', 2);
    const tenancy = await tenancyOf(tx, input.contractor_id, clientId);
    await checkJob(tx, input.job_id, tenancy);
    const { rates_effective_date: _from, ...values } = input;
    const [row] = await tx
      .insert(assignments)
      .values({
        ...values,
        client_id: clientId,
        ...tenancy,
        end_date: input.end_date ?? null,
        work_location: input.work_location || null,
        state: input.state ?? null,
      })
      .returning({ id: assignments.id });
    return row!.id;
  },
  async update(tx, user, id, patch, origin) {
    refuseRates(user, patch);
    const [current] = await tx.select().from(assignments).where(eq(assignments.id, id));
    if (!current) throw fieldError('contractor_id', 'Assignment not found');
    // Its timesheets are the contractor's time at that client: another pairing is another assignment.
    if (patch.contractor_id !== undefined && patch.contractor_id !== current.contractor_id)
      throw fieldError(
        'contractor_id',
        'An assignment keeps its contractor: end it and add another',
      );
    if (patch.client_id !== undefined && patch.client_id !== current.client_id)
      throw fieldError('client_id', 'An assignment keeps its client: end it and add another');
    if (patch.job_id) await checkJob(tx, patch.job_id, current);
    const { contractor_id: _c, client_id: _cl, rates_effective_date: from, ...fields } = patch;
    const changes = Object.fromEntries(
      Object.entries(fields).filter(([k]) => !(RATE_COLUMN_NAMES as readonly string[]).includes(k)),
    ) as Omit<typeof fields, RateColumnName>;
    if (changes.work_location === '') changes.work_location = null;
    if (Object.keys(changes).length > 0)
      await tx.update(assignments).set(changes).where(eq(assignments.id, id));
    const rates = changedRates(current, patch);
    if (Object.keys(rates).length === 0) return;
    // Rates change from a date on, through the schedule; work already approved keeps its rates.
    // Without a date, from today (UTC) on.
    const effective = from ?? origin.now.toISOString().slice(0, 10);
    const change = await changeRates(tx, current, rates, effective, user.id);
    return {
      rates_effective_date: change.effective_date,
      unrepriced_approved_items: change.unrepriced_approved_items,
      notice: rateChangeNotice(change.effective_date, change.unrepriced_approved_items),
    };
  },
  references: {
    contractor_id: { label: 'Contractor', server: contractorsServer },
    client_id: { label: 'Client', server: clientsServer },
  },
};
