import { and, asc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { eors, partners } from '../db/schema';

/**
 * The employer a day's notifications are worked out for, one at a time: a partner, an employer of
 * record, or (last) records under neither, so none is left out.
 */
export type DailyTenant =
  { type: 'partner'; id: string } | { type: 'eor'; id: string } | { type: 'unattached' };

/** The condition a daily kind puts on its records' employer columns. */
export function ofTenant(t: DailyTenant, cols: { partner_id: PgColumn; eor_id: PgColumn }): SQL {
  if (t.type === 'partner') return eq(cols.partner_id, t.id);
  if (t.type === 'eor') return eq(cols.eor_id, t.id);
  return and(isNull(cols.partner_id), isNull(cols.eor_id))!;
}

export const tenantKey = (t: DailyTenant) =>
  t.type === 'unattached' ? t.type : `${t.type}:${t.id}`;

/** The tenant after `key` (null: the first) in the order partners, employers of record, unattached. */
export async function nextTenant(tx: Db | Tx, key: string | null): Promise<DailyTenant | null> {
  const [type, id] = key === null ? ['partner', null] : key.split(':');
  if (type === 'partner') {
    const [p] = await tx
      .select({ id: partners.id })
      .from(partners)
      .where(id ? gt(partners.id, id) : sql`true`)
      .orderBy(asc(partners.id))
      .limit(1);
    if (p) return { type: 'partner', id: p.id };
  }
  if (type === 'partner' || type === 'eor') {
    const after = type === 'eor' ? id : null;
    const [e] = await tx
      .select({ id: eors.id })
      .from(eors)
      .where(after ? gt(eors.id, after) : sql`true`)
      .orderBy(asc(eors.id))
      .limit(1);
    if (e) return { type: 'eor', id: e.id };
    return { type: 'unattached' };
  }
  return null;
}
