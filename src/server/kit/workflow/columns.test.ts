import { getTableConfig, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { cents, moment, refersTo, workflowColumns } from './columns';

const parents = pgTable('parents', { ...workflowColumns('open') });
const children = pgTable('children', {
  ...workflowColumns<'draft' | 'done'>('draft'),
  parent_id: refersTo('parent_id', () => parents.id),
  amount_cents: cents('amount_cents'),
  done_at: moment('done_at'),
  note: text('note'),
});
const columnsOf = (t: typeof children) =>
  Object.fromEntries(
    getTableConfig(t).columns.map((c) => [
      c.name,
      { type: c.getSQLType(), notNull: c.notNull, primary: c.primary, default: c.default },
    ]),
  );

describe('workflowColumns', () => {
  it('gives a status workflow table its id, status from the initial one, version and created_at', () => {
    const cols = columnsOf(children);
    expect(cols.id).toMatchObject({ type: 'uuid', primary: true, notNull: true });
    expect(cols.status).toEqual({ type: 'text', notNull: true, primary: false, default: 'draft' });
    expect(cols.version).toEqual({ type: 'integer', notNull: true, primary: false, default: 1 });
    expect(cols.created_at).toMatchObject({ type: 'timestamp with time zone', notNull: true });
    expect(getTableConfig(parents).columns.find((c) => c.name === 'status')?.default).toBe('open');
  });

  it('keeps money in bigint cents, moments with their zone and references required', () => {
    const cols = columnsOf(children);
    expect(cols.amount_cents).toMatchObject({ type: 'bigint', notNull: true });
    expect(cols.done_at).toMatchObject({ type: 'timestamp with time zone', notNull: false });
    expect(cols.parent_id).toMatchObject({ type: 'uuid', notNull: true });
    const [fk] = getTableConfig(children).foreignKeys;
    expect(getTableConfig(fk!.reference().foreignTable).name).toBe('parents');
  });
});
