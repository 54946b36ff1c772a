import { sql } from 'drizzle-orm';
import { check, uuid } from 'drizzle-orm/pg-core';
import { eors, partners } from './profiles';

/**
 * The employer a payroll configuration row belongs to: a partner or an employer of record, never
 * both (tenant columns for the kit's scope).
 */
export const employerColumns = () => ({
  partner_id: uuid('partner_id').references(() => partners.id),
  eor_id: uuid('eor_id').references(() => eors.id),
});

export const oneEmployer = (table: string, t: { partner_id: unknown; eor_id: unknown }) =>
  check(`${table}_one_employer`, sql`(${t.partner_id} is null) <> (${t.eor_id} is null)`);
