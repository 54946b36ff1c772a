import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../server/db/client';
import { accountingAccounts } from '../../server/db/schema';
import { fieldErrors } from '../../server/kit/form';
import type { Employer } from '../../server/routes/payroll-config/employer';

/**
 * A mapping or default configuration posts only to its own employer's accounts: an admin sees
 * every chart, so the kit's "may the caller see it" check alone would let one employer's item
 * post to another's account.
 */
export async function requireEmployerAccounts(
  tx: Tx,
  employer: Employer,
  chosen: Record<string, string | null | undefined>,
) {
  const ids = Object.values(chosen).filter((v): v is string => typeof v === 'string');
  if (!ids.length) return;
  const found = await tx
    .select({
      id: accountingAccounts.id,
      partner_id: accountingAccounts.partner_id,
      eor_id: accountingAccounts.eor_id,
    })
    .from(accountingAccounts)
    .where(inArray(accountingAccounts.id, ids));
  const own = new Set(
    found
      .filter((a) => a.partner_id === employer.partner_id && a.eor_id === employer.eor_id)
      .map((a) => a.id),
  );
  const wrong = Object.entries(chosen).filter(([, id]) => typeof id === 'string' && !own.has(id));
  if (wrong.length)
    throw fieldErrors(Object.fromEntries(wrong.map(([field]) => [field, 'Account not found'])));
}

type EmployerTable = PgTable & { id: PgColumn; partner_id: PgColumn; eor_id: PgColumn };

/** The employer an existing row belongs to (found in the caller's scope by the kit before an edit). */
export async function employerOfRow(tx: Tx, table: EmployerTable, id: string): Promise<Employer> {
  const [row] = (await tx
    .select({ partner_id: table.partner_id, eor_id: table.eor_id })
    .from(table)
    .where(eq(table.id, id))) as { partner_id: string | null; eor_id: string | null }[];
  return row!.partner_id
    ? { partner_id: row!.partner_id, eor_id: null }
    : { partner_id: null, eor_id: row!.eor_id! };
}
