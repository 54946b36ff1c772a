import pg from 'pg';

/** Rows one table got (inserted or updated) in a run, grouped by what they belong to: a client, a paycheck. */
export interface TableWrites {
  table: string;
  /** The rows as `to_jsonb` gives them, by owner id. */
  byOwner: Map<string, unknown[]>;
  /** Rows of no owner: the run's own row (written before the reference's clock starts, when owned rows refer to it) or kept by a trigger. */
  unowned: unknown[];
}

/** For each table, the SQL naming the owner of its row `t`; a table not named has none. */
export type Owners = Record<string, string>;

const TRIGGER_KEPT = {
  // Kept by the timesheets' triggers, which the reference's writes of the timesheets fire as the product's do.
  timesheet_rollups: 'null::uuid',
};
/** The client of an event's stream (an invoice, a timesheet or a transaction). */
const clientOfStream = (
  stream: string,
) => `coalesce((select x.client_id from invoices x where x.id = ${stream}),
  (select x.client_id from timesheets x where x.id = ${stream}),
  (select x.client_id from transactions x where x.id = ${stream}))`;

/** Month-end: a row's client is its own `client_id`, or that of the row it hangs on. */
export const CLIENT_OWNERS = (
  tables: readonly { table: string; has_client: boolean }[],
): Owners => ({
  ...Object.fromEntries(tables.filter((t) => t.has_client).map((t) => [t.table, 't.client_id'])),
  transaction_items: '(select x.client_id from transactions x where x.id = t.transaction_id)',
  invoice_lines: '(select x.client_id from invoices x where x.id = t.invoice_id)',
  timesheet_rates: '(select x.client_id from timesheets x where x.id = t.timesheet_id)',
  events: clientOfStream('t.stream_id'),
  event_deliveries: `(select ${clientOfStream('e.stream_id')} from events e where e.id = t.event_id)`,
  ...TRIGGER_KEPT,
});

/** The paycheck a timesheet was paid on (through its pay transaction's line). */
const paycheckOfTimesheet = (id: string) =>
  `(select pi.paycheck_id from transactions x join paycheck_items pi on pi.transaction_id = x.id where x.source_id = ${id} and x.kind = 'pay' limit 1)`;
const paycheckOfStream = (stream: string) =>
  `coalesce((select p.id from paychecks p where p.id = ${stream}), ${paycheckOfTimesheet(stream)})`;

/** Payroll: a row's paycheck: its lines, the pay transactions completed, the transfer, the timesheets marked paid and their events. */
export const PAYCHECK_OWNERS = (): Owners => ({
  paychecks: 't.id',
  paycheck_items: 't.paycheck_id',
  transactions:
    '(select pi.paycheck_id from paycheck_items pi where pi.transaction_id = t.id limit 1)',
  transfers: '(select p.id from paychecks p where p.transfer_id = t.id)',
  timesheets: paycheckOfTimesheet('t.id'),
  events: paycheckOfStream('t.stream_id'),
  event_deliveries: `(select ${paycheckOfStream('e.stream_id')} from events e where e.id = t.event_id)`,
  ...TRIGGER_KEPT,
});

/** The current transaction id as rows' `xmin` shows it (32 bits): rows written after this have one at least this large. */
export async function xidNow(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ xid: string }>(
    `select (txid_current() % 4294967296)::text as xid`,
  );
  return Number(rows[0]!.xid);
}

/**
 * Every row of the public schema's tables inserted or updated by a transaction from `xid` on (its
 * `xmin`), each with its owner. Tables none of whose rows changed are left out.
 */
export async function writtenSince(
  client: pg.Client,
  xid: number,
  ownersOf: (tables: readonly { table: string; has_client: boolean }[]) => Owners,
): Promise<TableWrites[]> {
  const { rows: tables } = await client.query<{ table: string; has_client: boolean }>(`
    select c.relname as table,
           exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'client_id' and not a.attisdropped) as has_client
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' order by 1`);
  const owners = ownersOf(tables);
  const out: TableWrites[] = [];
  for (const { table } of tables) {
    const { rows } = await client.query<{ row: unknown; owner: string | null }>(
      `select to_jsonb(t) as row, ${owners[table] ?? 'null::uuid'} as owner from "${table}" t where t.xmin::text::bigint >= $1`,
      [xid],
    );
    if (!rows.length) continue;
    const byOwner = new Map<string, unknown[]>();
    const unowned: unknown[] = [];
    for (const r of rows) {
      if (r.owner === null) unowned.push(r.row);
      else byOwner.set(r.owner, [...(byOwner.get(r.owner) ?? []), r.row]);
    }
    out.push({ table, byOwner, unowned });
  }
  return out;
}

/** The reference's input: the rows of no owner by table (trigger-kept tables left out), then each owner's rows by table. */
export interface ReferenceInput {
  unowned: Record<string, unknown[]>;
  owners: [string, Record<string, unknown[]>][];
}

export const referenceInput = (written: readonly TableWrites[]): ReferenceInput => {
  const owners = [...new Set(written.flatMap((w) => [...w.byOwner.keys()]))];
  return {
    unowned: Object.fromEntries(
      written
        .filter((w) => w.unowned.length && !(w.table in TRIGGER_KEPT))
        .map((w) => [w.table, w.unowned]),
    ),
    owners: owners.map((o) => [
      o,
      Object.fromEntries(
        written.flatMap((w) => (w.byOwner.has(o) ? [[w.table, w.byOwner.get(o)!]] : [])),
      ),
    ]),
  };
};

/** Rows written and reproduced, by table, for the printed row. */
export const describeWrites = (written: readonly TableWrites[]) =>
  written
    .map((w) => {
      const rows = [...w.byOwner.values()].reduce((n, r) => n + r.length, 0);
      return `${w.table} ${rows}${w.unowned.length ? ` (+${w.unowned.length} of no owner)` : ''}`;
    })
    .join(', ');

/**
 * The reference's statement for one table's rows of a client: one multi-row upsert from a JSON
 * array (`json_populate_recordset` takes the table's own row type), a new row inserted, a changed
 * one (a timesheet locked by its invoice) updated to what the product left.
 */
export function upsertSql(
  table: string,
  columns: readonly string[],
  key: readonly string[],
): string {
  const q = (name: string) => `"${name}"`;
  const set = columns.filter((c) => !key.includes(c)).map((c) => `${q(c)} = excluded.${q(c)}`);
  return (
    `insert into ${q(table)} select * from json_populate_recordset(null::${q(table)}, $1::json) ` +
    `on conflict (${key.map(q).join(', ')}) ${set.length ? `do update set ${set.join(', ')}` : 'do nothing'}`
  );
}

/** Tables in an order that writes a referenced row before the rows that reference it. */
export function referencedFirst(
  tables: readonly string[],
  references: readonly { from: string; to: string }[],
): string[] {
  const done: string[] = [];
  const visit = (table: string, path: readonly string[]) => {
    if (done.includes(table) || path.includes(table)) return;
    for (const r of references)
      if (r.from === table && r.to !== table && tables.includes(r.to))
        visit(r.to, [...path, table]);
    done.push(table);
  };
  for (const t of [...tables].sort()) visit(t, []);
  return done;
}
