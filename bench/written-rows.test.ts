import { describe, expect, it } from 'vitest';
import { describeWrites, referencedFirst, referenceInput, upsertSql } from './written-rows';

describe("the month-end reference's writes", () => {
  it('upserts a table from a JSON array: new rows inserted, stored ones set to the given columns', () => {
    expect(upsertSql('timesheets', ['id', 'status', 'version'], ['id'])).toBe(
      'insert into "timesheets" select * from json_populate_recordset(null::"timesheets", $1::json) ' +
        'on conflict ("id") do update set "status" = excluded."status", "version" = excluded."version"',
    );
  });

  it('inserts nothing over a stored row of a table that is all key', () => {
    expect(upsertSql('links', ['a', 'b'], ['a', 'b'])).toBe(
      'insert into "links" select * from json_populate_recordset(null::"links", $1::json) on conflict ("a", "b") do nothing',
    );
  });

  it('writes a referenced table before the tables that reference it, ignoring tables not written', () => {
    const refs = [
      { from: 'invoice_lines', to: 'transactions' },
      { from: 'invoice_lines', to: 'invoices' },
      { from: 'transactions', to: 'invoices' },
      { from: 'invoices', to: 'invoice_runs' },
      { from: 'invoice_runs', to: 'users' },
      { from: 'events', to: 'events' },
    ];
    const order = referencedFirst(
      ['invoice_lines', 'events', 'transactions', 'invoices', 'invoice_runs'],
      refs,
    );
    expect(order).toHaveLength(5);
    const before = (a: string, b: string) =>
      expect(order.indexOf(a)).toBeLessThan(order.indexOf(b));
    before('invoice_runs', 'invoices');
    before('invoices', 'transactions');
    before('transactions', 'invoice_lines');
    expect(order).not.toContain('users');
  });

  it("gives each owner its rows by table, and the rows of no owner apart, leaving out what the timesheets' triggers keep", () => {
    const written = [
      {
        table: 'invoices',
        byOwner: new Map([
          ['c1', [{ id: 'i1' }]],
          ['c2', [{ id: 'i2' }, { id: 'i3' }]],
        ]),
        unowned: [],
      },
      { table: 'month_end_runs', byOwner: new Map(), unowned: [{ id: 'r' }] },
      { table: 'timesheet_rollups', byOwner: new Map(), unowned: [{ n: 1 }] },
      { table: 'timesheets', byOwner: new Map([['c2', [{ id: 't' }]]]), unowned: [] },
    ];
    expect(referenceInput(written)).toEqual({
      unowned: { month_end_runs: [{ id: 'r' }] },
      owners: [
        ['c1', { invoices: [{ id: 'i1' }] }],
        ['c2', { invoices: [{ id: 'i2' }, { id: 'i3' }], timesheets: [{ id: 't' }] }],
      ],
    });
    expect(describeWrites(written)).toBe(
      'invoices 3, month_end_runs 0 (+1 of no owner), timesheet_rollups 0 (+1 of no owner), timesheets 1',
    );
  });
});
