import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { User } from '../../domain/contracts/user';
import { SEALED_FIELDS, w4Form, w9Form, type TaxFormType } from '../../domain/onboarding/tax-forms';
import { taxFormResourceOf, taxFormsResource, type TaxForm } from './contract';
import type { taxFormsQuery } from './query';
import { maskTaxId, parseTaxId, type TaxIdType } from '../../domain/validation/tax-id';
import type { Db } from '../../server/db/client';
import { contractors, partners, taxForms, users } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { originOf } from '../../server/kit/workflow/origin';
import { fieldError, registerForm, type FormServer } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import { forbidden } from '../../server/lib/errors';
import { completeStep } from '../../server/onboarding/complete-step';
import { ssnOnFile } from '../onboarding/server';
import { tableQuery } from '../../server/kit/table-query';

const rows = (db: Db) =>
  db
    .select({
      f: taxForms,
      first: users.first_name,
      last: users.last_name,
      partner_name: partners.entity_name,
    })
    .from(taxForms)
    .innerJoin(users, eq(users.id, taxForms.user_id))
    .leftJoin(partners, eq(partners.id, taxForms.partner_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

const tinTypeOf = (f: Row['f']): TaxIdType =>
  f.form_type === 'w9' && f.answers.tin_type === 'ein' ? 'ein' : 'ssn';
const iso = (v: string) => new Date(v).toISOString();

export const taxFormsServer: ResourceServer<Row, TaxForm, typeof taxFormsQuery> = {
  query: {
    rows,
    ...tableQuery(taxForms),
    filters: { form_type: taxForms.form_type, contractor_id: taxForms.contractor_id },
    sorts: { signed_at: [taxForms.signed_at], form_type: [taxForms.form_type] },
  },
  scope: { partner_id: taxForms.partner_id, contractor_id: taxForms.contractor_id },
  // The answers at the top level too, so an edit starts from them and the form's rule reads them.
  toDto: ({ f, first, last, partner_name }) => ({
    ...f.answers,
    id: f.id,
    form_type: f.form_type as TaxFormType,
    contractor_id: f.contractor_id,
    worker_name: [first, last].filter(Boolean).join(' ') || '--',
    partner_id: f.partner_id,
    partner_name,
    tin_masked: f.tin_last4 ? maskTaxId(tinTypeOf(f), f.tin_last4) : null,
    signature_name: f.signature_name,
    signed_at: iso(f.signed_at),
    created_at: iso(f.created_at),
  }),
};

const TIN_COLUMN = 'tax_forms.tin';

/**
 * How a signed form is written: the answers without the taxpayer number (sealed apart, last four in
 * clear) and without the signature (its own columns). A worker has one form of each type: signing
 * again replaces it. Signing completes the worker's `tax_forms` step in the same transaction.
 */
function taxFormServer<I extends Record<string, unknown>>(
  deps: Deps,
  type: TaxFormType,
): FormServer<I> {
  const tinField = type === 'w4' ? 'ssn' : 'tin';
  const tinType = (input: Record<string, unknown>) =>
    type === 'w4' ? 'ssn' : String(input.tin_type ?? 'ssn');
  const answersOf = (input: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(input).filter(([k]) => !(SEALED_FIELDS as readonly string[]).includes(k)),
    );
  const sealed = (input: Record<string, unknown>) => {
    const checked = parseTaxId(tinType(input), String(input[tinField] ?? ''));
    if (!checked.ok) throw fieldError(tinField, checked.error);
    return { tin: deps.vault.seal(TIN_COLUMN, checked.value), tin_last4: checked.value.slice(-4) };
  };
  const workerOf = async (tx: Db, user: User) => {
    if (!user.contractor) throw forbidden('Only workers sign their tax forms');
    const [c] = await tx
      .select({ partner_id: contractors.partner_id })
      .from(contractors)
      .where(eq(contractors.id, user.contractor.id));
    return { contractor_id: user.contractor.id, partner_id: c?.partner_id ?? null };
  };
  return {
    async create(tx, user, input, origin, deliverTo) {
      const worker = await workerOf(tx, user);
      if (type === 'w4' && !input.ssn) {
        // "Leave blank to use the number on file": the sealed SSN of the tax id step, opened here only.
        const onFile = await ssnOnFile(tx, deps, user.id);
        if (!onFile) throw fieldError('ssn', 'Social security number is required');
        input = { ...input, ssn: onFile };
      }
      const at = deps.now().toISOString();
      const values = {
        form_type: type,
        user_id: user.id,
        ...worker,
        answers: answersOf(input),
        ...sealed(input),
        signature_name: String(input.signature_name),
        signed_at: at,
        created_at: at,
      };
      const [row] = await tx
        .insert(taxForms)
        .values(values)
        .onConflictDoUpdate({
          target: [taxForms.contractor_id, taxForms.form_type],
          set: {
            answers: values.answers,
            tin: values.tin,
            tin_last4: values.tin_last4,
            signature_name: values.signature_name,
            signed_at: at,
          },
        })
        .returning({ id: taxForms.id });
      if (!row) throw new Error('tax form not stored');
      await completeStep(tx, user.id, 'tax_forms', { origin: originOf(user, origin), deliverTo });
      return row.id;
    },
    async update(tx, user, id, patch) {
      const [current] = await tx
        .select()
        .from(taxForms)
        .where(and(eq(taxForms.id, id), eq(taxForms.user_id, user.id)));
      if (!current) throw forbidden('Only the worker who signed a tax form changes it');
      const answers = { ...current.answers, ...answersOf(patch) };
      await tx
        .update(taxForms)
        .set({
          answers,
          ...(typeof patch[tinField] === 'string' && patch[tinField]
            ? sealed({ ...answers, ...patch })
            : {}),
          ...(typeof patch.signature_name === 'string'
            ? { signature_name: patch.signature_name }
            : {}),
          signed_at: deps.now().toISOString(),
        })
        .where(eq(taxForms.id, id));
    },
  };
}

/** `/v2/forms` (list, detail, CSV) and each form's POST and PATCH (`/v2/forms/w4`, `/v2/forms/w9`). */
const taxFormRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, taxFormsResource, taxFormsServer);
  registerForm(
    app,
    deps,
    taxFormResourceOf('w4'),
    w4Form,
    taxFormsServer,
    taxFormServer(deps, 'w4'),
  );
  registerForm(
    app,
    deps,
    taxFormResourceOf('w9'),
    w9Form,
    taxFormsServer,
    taxFormServer(deps, 'w9'),
  );
};

export const taxFormsPart: ResourceServerPart = { routes: taxFormRoutes };
