import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { type I9Form, i9FormsResource, i9Section2Resource } from './contract';
import type { User } from '../../domain/contracts/user';
import { i9Section1Form, i9Section2Form, mayReadI9Forms, type I9Status } from './form';
import { I9_SECTION1_NUMBERS, I9_SECTION2_NUMBERS } from './numbers';
import { canRevealSsn } from '../../domain/policy/capabilities';
import type { i9FormsQuery } from './query';
import type { Db } from '../../server/db/client';
import { contractors, i9Forms, partners, users } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { originOf } from '../../server/kit/workflow/origin';
import { registerForm, type FormServer } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServer } from '../../server/kit/resource-query';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { forbidden } from '../../server/lib/errors';
import { completeStep } from '../../server/onboarding/complete-step';
import { maskedAnswers, sealNumbers, withoutNumbers } from './numbers.server';
import { registerNumbersReveal } from './reveal.server';
import { tableQuery } from '../../server/kit/table-query';

/** The sealing of the numbers, which the start-up pass over older rows (src/server/crypto) reuses. */
export { sealNumbers, withoutNumbers } from './numbers.server';

const rows = (db: Db) =>
  db
    .select({
      f: i9Forms,
      first: users.first_name,
      last: users.last_name,
      partner_name: partners.entity_name,
    })
    .from(i9Forms)
    .innerJoin(users, eq(users.id, i9Forms.user_id))
    .leftJoin(partners, eq(partners.id, i9Forms.partner_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);

/** Who opens I-9s: others get a 403 on every I-9 route (a sales partner never reads one). */
export const i9Access = {
  allowed: mayReadI9Forms,
  message: 'I-9 forms are for the employer and the worker',
};

export const i9FormsServer: ResourceServer<Row, I9Form, typeof i9FormsQuery> = {
  query: {
    rows,
    ...tableQuery(i9Forms),
    filters: { status: i9Forms.status, contractor_id: i9Forms.contractor_id },
    sorts: { section1_signed_at: [i9Forms.section1_signed_at], status: [i9Forms.status] },
  },
  scope: { partner_id: i9Forms.partner_id, contractor_id: i9Forms.contractor_id },
  // Both sections' answers at the top level, so each section's edit starts from them; document
  // numbers only masked, and the birth date only to those who may see an SSN.
  toDto: ({ f, first, last, partner_name }, user) => ({
    ...maskedAnswers(canRevealSsn(user) ? f.section1 : { ...f.section1, date_of_birth: null }),
    ...maskedAnswers(f.section2 ?? {}),
    id: f.id,
    contractor_id: f.contractor_id,
    worker_name: [first, last].filter(Boolean).join(' ') || '--',
    partner_id: f.partner_id,
    partner_name,
    status: f.status as I9Status,
    section1_signed_at: iso(f.section1_signed_at) ?? '',
    section2_signed_at: iso(f.section2_signed_at),
    created_at: iso(f.created_at) ?? '',
  }),
};

/**
 * Section 1 by the worker: the A-Number, I-94 and foreign passport numbers sealed apart (only their
 * last four digits kept in the answers), the rest as answers. One I-9 per worker; signing section 1
 * again replaces it and sends section 2 back to pending. Signing completes the worker's `i9_form`
 * step in the same transaction.
 */
function section1Server<I extends Record<string, unknown>>(deps: Deps): FormServer<I> {
  const split = (input: Record<string, unknown>, current: Record<string, unknown> = {}) => {
    const { certify: _certify, ...answers } = input;
    const { columns, lastFours } = sealNumbers(deps.vault, answers, I9_SECTION1_NUMBERS);
    return { section1: { ...current, ...withoutNumbers(answers), ...lastFours }, columns };
  };
  const none = (fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, null]));
  // A new section 1 starts the form again: numbers it leaves out and section 2's are cleared.
  const fresh = (input: Record<string, unknown>) => {
    const { section1, columns } = split({ ...none(I9_SECTION1_NUMBERS), ...input });
    return { section1, columns: { ...columns, ...none(I9_SECTION2_NUMBERS) } };
  };
  const workerOf = async (tx: Db, user: User) => {
    if (!user.contractor) throw forbidden('Only the worker signs section 1');
    const [c] = await tx
      .select({ partner_id: contractors.partner_id })
      .from(contractors)
      .where(eq(contractors.id, user.contractor.id));
    return { contractor_id: user.contractor.id, partner_id: c?.partner_id ?? null };
  };
  return {
    async create(tx, user, input, origin, deliverTo) {
      const at = deps.now().toISOString();
      const { section1, columns } = fresh(input);
      const values = {
        user_id: user.id,
        ...(await workerOf(tx, user)),
        section1,
        ...columns,
        status: 'section2_pending',
        section1_signed_at: at,
        created_at: at,
      };
      const [row] = await tx
        .insert(i9Forms)
        .values(values)
        .onConflictDoUpdate({
          target: i9Forms.contractor_id,
          set: {
            section1,
            ...columns,
            section1_signed_at: at,
            status: 'section2_pending',
            section2: null,
            section2_signed_at: null,
            section2_signed_by_user_id: null,
          },
        })
        .returning({ id: i9Forms.id });
      if (!row) throw new Error('I-9 not stored');
      await completeStep(tx, user.id, 'i9_form', { origin: originOf(user, origin), deliverTo });
      return row.id;
    },
    async update(tx, user, id, patch) {
      const [current] = await tx
        .select()
        .from(i9Forms)
        .where(and(eq(i9Forms.id, id), eq(i9Forms.user_id, user.id)));
      if (!current) throw forbidden('Only the worker signs section 1');
      const next = split(patch, current.section1);
      await tx
        .update(i9Forms)
        .set({
          section1: next.section1,
          ...next.columns,
          section1_signed_at: deps.now().toISOString(),
        })
        .where(eq(i9Forms.id, id));
    },
  };
}

/**
 * Section 2 by the employer, on an I-9 in the caller's scope: signing it completes the form. Each
 * list's document number is sealed apart; an edit that leaves it empty keeps the stored one, and a
 * list without a document title keeps no number.
 */
function section2Server<I extends Record<string, unknown>>(deps: Deps): FormServer<I> {
  return {
    async update(tx, user, id, patch) {
      const [current] = await tx
        .select({ section2: i9Forms.section2 })
        .from(i9Forms)
        .where(eq(i9Forms.id, id));
      const answers: Record<string, unknown> = { ...(current?.section2 ?? {}), ...patch };
      const given: Record<string, unknown> = {};
      for (const field of I9_SECTION2_NUMBERS) {
        if (!answers[field.replace('_number', '_title')]) given[field] = null;
        else if (patch[field]) given[field] = patch[field];
      }
      const { columns, lastFours } = sealNumbers(deps.vault, given, I9_SECTION2_NUMBERS);
      await tx
        .update(i9Forms)
        .set({
          ...columns,
          section2: { ...withoutNumbers(answers), ...lastFours },
          status: 'complete',
          section2_signed_by_user_id: user.id,
          section2_signed_at: deps.now().toISOString(),
        })
        .where(eq(i9Forms.id, id));
    },
  };
}

/** `/v2/i9_forms` (list, detail, CSV, section 1's POST and PATCH) and `PATCH /v2/i9_forms/section2/{id}`. */
const i9FormRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, i9FormsResource, i9FormsServer, { access: i9Access });
  registerNumbersReveal(app, deps, i9FormsServer, i9Access);
  registerForm(app, deps, i9FormsResource, i9Section1Form, i9FormsServer, section1Server(deps));
  registerForm(app, deps, i9Section2Resource, i9Section2Form, i9FormsServer, section2Server(deps));
};

export const i9FormsPart: ResourceServerPart = { routes: i9FormRoutes };
