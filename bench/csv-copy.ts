import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import type { Plan } from './statement-groups';

/** A statement with its parameters written in as literals, as `psql` takes it (PostgreSQL 15's psql has no `\bind`). */
export function inline(text: string, values: readonly unknown[] = []): string {
  return text.replace(/\$(\d+)\b/g, (_, n: string) => {
    const v = values[Number(n) - 1];
    return v === null || v === undefined ? 'NULL' : pg.Client.prototype.escapeLiteral(String(v));
  });
}

/**
 * The psql script of the reference for a CSV export: each `select` the product ran, in its order,
 * as `\copy (...) to '/dev/null' csv`; anything else (the session lookup) as it was.
 */
export const copyScript = (plan: Plan) =>
  plan
    .flat()
    .map((s) => {
      const sql = inline(s.text, s.values).replace(/\s+/g, ' ').trim();
      return /^(select|with)\b/i.test(sql) ? `\\copy (${sql}) to '/dev/null' csv` : `${sql};`;
    })
    .join('\n');

/** Seconds `psql`, in its own process, takes to run the plan's copy script (kept in `file`) on `url`. */
export function timeCopy(url: string, plan: Plan, file: string): number {
  writeFileSync(file, copyScript(plan));
  const started = performance.now();
  execFileSync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-f', file, url], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return (performance.now() - started) / 1000;
}
