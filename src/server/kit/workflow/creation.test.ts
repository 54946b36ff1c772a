import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cents, moment, refersTo, workflowColumns } from './columns';
import { creationOf } from './creation';
import { rowDto } from './dto';

const owners = pgTable('owners', { id: uuid('id').primaryKey() });
const fees = pgTable('fees', {
  ...workflowColumns('open'),
  owner_id: refersTo('owner_id', () => owners.id),
  amount_cents: cents('amount_cents'),
  rate_bps: integer('rate_bps').notNull(),
  round: integer('round').notNull().default(1),
  note: text('note'),
  reason: text('reason'),
  paid_at: moment('paid_at'),
});
const workflow = { stamps: { 'fee.pay': 'paid_at', 'fee.void': undefined } };
const ID = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b';
const given = { id: ID, owner_id: ID, amount_cents: 1250, rate_bps: 1000 };

describe('creationOf', () => {
  const { created, createdRow } = creationOf(fees, workflow, {
    schemas: { rate_bps: z.number().int().max(10_000) },
    omit: ['reason'],
  });

  it('takes the table’s own columns: required without a default, else optional; not the kit’s, stamped or omitted ones', () => {
    expect(Object.keys(created.shape).sort()).toEqual(
      ['amount_cents', 'id', 'note', 'owner_id', 'rate_bps', 'round'].sort(),
    );
    expect(created.safeParse(given).success).toBe(true);
    expect(created.safeParse({ ...given, note: null, round: 2 }).success).toBe(true);
    const { amount_cents: _missing, ...short } = given;
    expect(created.safeParse(short).success).toBe(false);
    expect(created.safeParse({ ...given, owner_id: 'o1' }).success).toBe(false);
    expect(created.safeParse({ ...given, amount_cents: 12.5 }).success).toBe(false);
    expect(created.safeParse({ ...given, rate_bps: 10_001 }).success).toBe(false);
    for (const extra of [{ status: 'open' }, { paid_at: null }, { reason: 'x' }])
      expect(created.safeParse({ ...given, ...extra }).success).toBe(false);
  });

  it('starts the row at each left-out column’s default, or null', () => {
    expect(createdRow(created.parse(given))).toEqual({
      ...given,
      round: 1,
      note: null,
      reason: null,
      paid_at: null,
    });
    expect(createdRow(created.parse({ ...given, round: 3, note: 'n' }))).toMatchObject({
      round: 3,
      note: 'n',
    });
  });

  it('asks the resource for the schema of a column type it does not know', () => {
    const odd = pgTable('odd', { ...workflowColumns('open'), data: jsonb('data').notNull() });
    expect(() => creationOf(odd, workflow)).toThrow('creationOf: say the schema of column data');
  });
});

describe('rowDto', () => {
  it('drops the version and sends each moment in ISO 8601', () => {
    const row = {
      id: ID,
      version: 3,
      created_at: '2026-03-04 22:30:00+00',
      paid_at: null,
      note_at_hand: 2,
    };
    expect(rowDto(row)).toEqual({
      id: ID,
      created_at: '2026-03-04T22:30:00.000Z',
      paid_at: null,
      note_at_hand: 2,
    });
  });
});
