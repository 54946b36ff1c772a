import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { User } from '../../../domain/contracts/user';
import type { Tx } from '../../db/client';
import { eors, partners } from '../../db/schema';
import { fieldError, type FormServer } from '../../kit/form';
import { tenantOf } from '../../kit/scope';

export const PAYROLL_CONFIG_REFUSED =
  'Payroll configuration is for admins and partner or EOR staff who see payroll';

/** The employer's name of a row with partner and EOR columns (join `partners` and `eors` on them). */
export const employerName: SQL<string> = sql<string>`coalesce(${partners.entity_name}, ${eors.entity_name}, '--')`;

export type Employer = { partner_id: string; eor_id: null } | { partner_id: null; eor_id: string };

/**
 * Whose new row this is: a partner's or an EOR's own, from the user and never from the body; an
 * admin names the partner.
 */
export async function employerFor(
  tx: Tx,
  user: User,
  partnerId: string | null | undefined,
): Promise<Employer> {
  const tenant = tenantOf(user);
  if (tenant?.type === 'partner') return { partner_id: tenant.id, eor_id: null };
  if (tenant?.type === 'eor') return { partner_id: null, eor_id: tenant.id };
  if (!partnerId) throw fieldError('partner_id', 'Choose a partner');
  const [p] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
  if (!p) throw fieldError('partner_id', 'Partner not found');
  return { partner_id: p.id, eor_id: null };
}

/** Keys an edit never changes: a row stays with its employer. */
export function withoutEmployer<P extends { partner_id?: unknown }>(
  patch: P,
): Omit<P, 'partner_id'> {
  const { partner_id: _employer, ...rest } = patch;
  return rest;
}

/** An employer's own row: its id and the two employer columns, one of them set. */
type EmployerTable = PgTable & { id: PgColumn; partner_id: PgColumn; eor_id: PgColumn };

/**
 * The form writes of a row kept as typed (company taxes, GSA rates, holidays): created for the
 * caller's employer (`employerFor`), edited without ever changing whose it is.
 */
export function employerRowForm<Input extends { partner_id?: string | null }>(
  table: EmployerTable,
  unique?: FormServer<Input>['unique'],
): FormServer<Input> {
  return {
    async create(tx, user, { partner_id, ...input }) {
      const employer = await employerFor(tx, user, partner_id);
      const [row] = (await tx
        .insert(table)
        // The input is the form's schema over this very table.
        .values({ ...employer, ...input } as never)
        .returning({ id: table.id })) as { id: string }[];
      return row!.id;
    },
    async update(tx, _user, id, patch) {
      const changes = withoutEmployer(patch);
      if (Object.keys(changes).length)
        await tx
          .update(table)
          .set(changes as never)
          .where(eq(table.id, id));
    },
    unique,
  };
}
