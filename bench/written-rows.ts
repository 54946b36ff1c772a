import pg from 'pg';

/** Rows one table got (inserted or updated) in a run, grouped by the client they belong to. */
export interface TableWrites {
  table: string;
  /** The rows as `to_jsonb` gives them, by client id. */
  byClient: Map<string, unknown[]>;
  /** Rows the reference does not write: of no client (the run's own row) or kept by a trigger. */
  unowned: number;
}

/** How a row of a table names its client: its own `client_id`, or that of the row it hangs on. */
const CLIENT_OF: Record<string, string> = {
  // Kept by the timesheets' triggers, which the reference's writes of the timesheets fire as the product's do.
  timesheet_rollups: 'null::uuid',
  transaction_items: '(select x.client_id from transactions x where x.id = t.transaction_id)',
  invoice_lines: '(select x.client_id from invoices x where x.id = t.invoice_id)',
  timesheet_rates: '(select x.client_id from timesheets x where x.id = t.timesheet_id)',
  events: `coalesce((select x.client_id from invoices x where x.id = t.stream_id),
                    (select x.client_id from timesheets x where x.id = t.stream_id),
                    (select x.client_id from transactions x where x.id = t.stream_id))`,
  event_deliveries: `(select coalesce((select x.client_id from invoices x where x.id = e.stream_id),
                                      (select x.client_id from timesheets x where x.id = e.stream_id),
                                      (select x.client_id from transactions x where x.id = e.stream_id))
                      from events e where e.id = t.event_id)`,
};

/** The current transaction id as rows' `xmin` shows it (32 bits): rows written after this have one at least this large. */
export async function xidNow(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ xid: string }>(`select (txid_current() % 4294967296)::text as xid`);
  return Number(rows[0]!.xid);
}

/**
 * Every row of the public schema's tables inserted or updated by a transaction from `xid` on (its
 * `xmin`), each with its client. Tables none of whose rows changed are left out.
 */
export async function writtenSince(client: pg.Client, xid: number): Promise<TableWrites[]> {
  const { rows: tables } = await client.query<{ table: string; has_client: boolean }>(`
    select c.relname as table,
           exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'client_id' and not a.attisdropped) as has_client
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' order by 1`);
  const out: TableWrites[] = [];
  for (const { table, has_client } of tables) {
    const owner = CLIENT_OF[table] ?? (has_client ? 't.client_id' : 'null::uuid');
    const { rows } = await client.query<{ row: unknown; client: string | null }>(
      `select to_jsonb(t) as row, ${owner} as client from "${table}" t where t.xmin::text::bigint >= $1`,
      [xid],
    );
    if (!rows.length) continue;
    const byClient = new Map<string, unknown[]>();
    let unowned = 0;
    for (const r of rows) {
      if (r.client === null) unowned++;
      else byClient.set(r.client, [...(byClient.get(r.client) ?? []), r.row]);
    }
    out.push({ table, byClient, unowned });
  }
  return out;
}

/**
 * The reference's statement for one table's rows of a client: one multi-row upsert from a JSON
 * array (`json_populate_recordset` takes the table's own row type), a new row inserted, a changed
 * one (a timesheet locked by its invoice) updated to what the product left.
 */
export function upsertSql(table: string, columns: readonly string[], key: readonly string[]): string {
  const q = (name: string) => `"${name}"`;
  const set = columns.filter((c) => !key.includes(c)).map((c) => `${q(c)} = excluded.${q(c)}`);
  return (
    `insert into ${q(table)} select * from json_populate_recordset(null::${q(table)}, $1::json) ` +
    `on conflict (${key.map(q).join(', ')}) ${set.length ? `do update set ${set.join(', ')}` : 'do nothing'}`
  );
}

/** Tables in an order that writes a referenced row before the rows that reference it. */
export function referencedFirst(tables: readonly string[], references: readonly { from: string; to: string }[]): string[] {
  const done: string[] = [];
  const visit = (table: string, path: readonly string[]) => {
    if (done.includes(table) || path.includes(table)) return;
    for (const r of references) if (r.from === table && r.to !== table && tables.includes(r.to)) visit(r.to, [...path, table]);
    done.push(table);
  };
  for (const t of [...tables].sort()) visit(t, []);
  return done;
}
