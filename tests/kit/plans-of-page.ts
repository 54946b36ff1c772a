import type pg from 'pg';
import { expect } from 'vitest';
import { accessLogOf } from '../../src/server/logs/access-log';
import type { Harness } from '../server-harness';
import { statementsOf, type Sent } from './statements-of';

/** How PostgreSQL planned one prepared statement on every connection that ran it. */
export interface Planned {
  generic: number;
  custom: number;
}

/**
 * Asks for `url` once (the session looked up, the statements prepared; the sign-in's access row
 * written now rather than by its timer during the runs), then `runs` times more, each answered 200:
 * the statements each run sent, and how each named statement was planned, summed over the
 * connections that ran it (`pg_prepared_statements`). A statement run more than five times on a
 * connection that plans every run (the pool's `force_custom_plan`) shows no generic plan.
 */
export async function plansOfPage(
  h: Harness,
  authorization: string,
  url: string,
  runs: number,
): Promise<{ perRequest: Sent[][]; plans: Map<string, Planned> }> {
  const page = async () => {
    const res = await h.app.inject({ method: 'GET', url, headers: { authorization } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };
  await page();
  await accessLogOf(h.deps.db)?.flush();
  const perRequest: Sent[][] = [];
  for (let i = 0; i < runs; i++) perRequest.push(await statementsOf(page));
  const names = [...new Set(perRequest.flat().flatMap((s) => (s.name ? [s.name] : [])))];
  const clients = new Set<pg.Client>(perRequest.flat().map((s) => s.client));
  const plans = new Map<string, Planned>();
  for (const client of clients) {
    const { rows } = await client.query<{ name: string; generic: string; custom: string }>(
      `select name, generic_plans as generic, custom_plans as custom from pg_prepared_statements
        where name = any($1)`,
      [names],
    );
    for (const r of rows) {
      const seen = plans.get(r.name) ?? { generic: 0, custom: 0 };
      plans.set(r.name, {
        generic: seen.generic + Number(r.generic),
        custom: seen.custom + Number(r.custom),
      });
    }
  }
  return { perRequest, plans };
}

/**
 * Each named statement (every one of `plans` unless named) ran `runs` + 1 times, the first run of
 * `plansOfPage` preparing it, and PostgreSQL kept a generic plan of it.
 */
export function expectPlansKept(
  plans: Map<string, Planned>,
  runs: number,
  names: string[] = [...plans.keys()],
): void {
  for (const name of names) {
    const { generic, custom } = plans.get(name) ?? { generic: 0, custom: 0 };
    expect(generic + custom, name).toBe(runs + 1);
    expect(generic, name).toBeGreaterThan(0);
  }
}

/** Each named statement (every one of `plans` unless named) was planned with its values on each of its `runs` + 1 runs. */
export function expectPlannedEveryRun(
  plans: Map<string, Planned>,
  runs: number,
  names: string[] = [...plans.keys()],
): void {
  for (const name of names) expect(plans.get(name), name).toEqual({ generic: 0, custom: runs + 1 });
}

/** The plan cache mode of the connection a statement ran on: which of the pools it went to. */
export async function planCacheModeOf(statement: Sent): Promise<string> {
  const { rows } = await statement.client.query<{ mode: string }>(
    "select current_setting('plan_cache_mode') as mode",
  );
  return rows[0]!.mode;
}
