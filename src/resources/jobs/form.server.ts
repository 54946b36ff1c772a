import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { User } from '../../domain/contracts/user';
import { isAdmin, isClient, isPartner } from '../../domain/policy/capabilities';
import {
  CANADA_NOT_ENABLED,
  canChangeJob,
  choosableJobClassifications,
} from '../../domain/policy/org-data';
import type { Db } from '../../server/db/client';
import { clients, jobs, partners, workersCompCodes } from '../../server/db/schema';
import { fieldError, type FormServer } from '../../server/kit/form';
import { forbidden } from '../../server/lib/errors';
import { clientsServer } from '../clients/server';
import type { jobsForm } from './form';

type JobInput = z.infer<typeof jobsForm.input>;

/** Spec §5: Canada's classification is refused to users who may not see Canada, whatever was offered. */
function checkClassification(user: User, classification: string | undefined) {
  if (classification && !(choosableJobClassifications(user) as string[]).includes(classification))
    throw fieldError('classification', CANADA_NOT_ENABLED);
}

/**
 * Whose a new job is, from who adds it: a client owner's is its own company's (another client id
 * is refused); a partner's its own, maybe for one of its clients; an admin's the named client's or
 * partner's. The kit has checked that the caller sees the client it names.
 */
async function ownerOf(tx: Db, user: User, input: JobInput) {
  const own = isClient(user) ? (user.client?.id ?? null) : null;
  if (own && input.client_id && input.client_id !== own)
    throw fieldError('client_id', 'Client not found');
  const clientId = own ?? input.client_id ?? null;
  if (clientId) {
    const [client] = await tx
      .select({ partner_id: clients.partner_id, eor_id: clients.eor_id })
      .from(clients)
      .where(eq(clients.id, clientId));
    if (!client) throw fieldError('client_id', 'Client not found');
    return { client_id: clientId, ...client };
  }
  if (isPartner(user)) {
    const partnerId = user.partner?.id ?? null;
    if (input.partner_id && input.partner_id !== partnerId)
      throw fieldError('partner_id', 'Partner not found');
    return { client_id: null, partner_id: partnerId, eor_id: null };
  }
  if (!isAdmin(user) || !input.partner_id)
    throw fieldError('partner_id', 'Choose a partner, or the client the job is for');
  const [partner] = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.id, input.partner_id));
  if (!partner) throw fieldError('partner_id', 'Partner not found');
  return { client_id: null, partner_id: partner.id, eor_id: null };
}

/** A job names one of the platform's class codes (`/workers_comp_codes`), whatever was typed. */
async function checkCompCode(tx: Db, code: string | null | undefined) {
  if (!code) return;
  const [known] = await tx
    .select({ id: workersCompCodes.id })
    .from(workersCompCodes)
    .where(eq(workersCompCodes.code, code))
    .limit(1);
  if (!known) throw fieldError('workers_comp_code', 'Choose a workers comp code from the list');
}

export const jobsFormServer: FormServer<JobInput> = {
  references: { client_id: { label: 'Client', server: clientsServer } },
  async create(tx, user, input) {
    checkClassification(user, input.classification);
    await checkCompCode(tx, input.workers_comp_code);
    const owner = await ownerOf(tx, user, input);
    const [row] = await tx
      .insert(jobs)
      .values({
        title: input.title,
        classification: input.classification,
        workers_comp_code: input.workers_comp_code || null,
        salaried: input.salaried ?? false,
        is_travel: input.is_travel ?? false,
        ...owner,
      })
      .returning({ id: jobs.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  },
  async update(tx, user, id, patch) {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, id));
    if (!job || !canChangeJob(user, job)) throw forbidden('You may change only your own jobs');
    checkClassification(user, patch.classification);
    await checkCompCode(tx, patch.workers_comp_code);
    // Whose a job is stays: its assignments and their time belong there.
    const { client_id: _client, partner_id: _partner, ...changes } = patch;
    if (Object.keys(changes).length === 0) return;
    const blankCode = 'workers_comp_code' in changes && !changes.workers_comp_code;
    await tx
      .update(jobs)
      .set(blankCode ? { ...changes, workers_comp_code: null } : changes)
      .where(eq(jobs.id, id));
  },
};
