import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';
import type { Plan } from './statement-groups';

/**
 * The reference: a bare `node:http` server on `pg`, in a process of its own, answering each path of
 * the plan file (written by the bench from the product's captured statements) by running that path's
 * statements (prepared under the product's names, as the product prepares them; statements the
 * product had in flight together run together) and sending every result's rows as JSON. No session,
 * no scope, no schema: what the same SQL costs with nothing around it.
 *
 * Usage: `node --import tsx bench/reference-server.ts <database url> <plan file>`; prints
 * `listening <port>` once ready.
 */
const [url, planFile] = process.argv.slice(2);
if (!url || !planFile) throw new Error('usage: reference-server <database url> <plan file>');
const plans = new Map(
  Object.entries(JSON.parse(readFileSync(planFile, 'utf8')) as Record<string, Plan>),
);
// The product's pool size (src/server/db/client.ts), so both hold as many connections.
const pool = new pg.Pool({ connectionString: url, max: 10 });

const server = createServer(async (req, res) => {
  const plan = plans.get(req.url ?? '');
  if (!plan) {
    res.writeHead(404).end();
    return;
  }
  try {
    const results: unknown[][] = [];
    for (const group of plan)
      for (const r of await Promise.all(
        group.map((s) => pool.query({ name: s.name, text: s.text, values: s.values })),
      ))
        results.push(r.rows);
    const body = JSON.stringify(results);
    res
      .writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      })
      .end(body);
  } catch (err) {
    res.writeHead(500).end(String(err));
  }
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => void pool.end()));
