import { and, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SearchResult } from '../../domain/contracts/search';
import type { User } from '../../domain/contracts/user';
import { mayOpen, specRoute } from '../../domain/policy/spec-routes';
import { planReusingDb, type Db } from '../db/client';
import { Binding, runPrepared, scopeKind } from './prepared';
import type { DynamicSelect } from './resource-query';
import { tenantOf, tenantScope, type TenantColumns } from './scope';

type Text = PgColumn | SQL;

/** What the kit selects from a source's rows: its id and the text a hit shows. */
export type SearchFields = {
  id: SQL.Aliased<string>;
  text: SQL.Aliased<string | null>;
};

/** A source's select (drizzle, `.$dynamic()`): the kit adds the match, the scope and the candidate limit. */
export interface SearchRows {
  where(where: SQL | undefined): { limit(n: number): SQLWrapper };
}

/**
 * One kind of record the global search finds. A resource plugs in with its rows, the text a hit
 * shows, the texts it matches (trigram-indexed), its tenant columns (the same `scope` as its list)
 * and the spec route of its detail page, which decides both who searches it and where a hit leads.
 */
export interface SearchSource {
  object_type: string;
  icon: string;
  /** The SPA path of a record's detail page, with `{id}` or `{id?}` for its id. */
  route: string;
  /**
   * The spec §2 route whose access the detail page takes (its `staticData.specPath`), when `route`
   * is not one of its own; users who may not open it never search this source.
   */
  specPath?: string;
  /** `db.select(fields).from(…)` with the joins that `text`, `match` and `scope` read. */
  rows: (db: Db, fields: SearchFields) => SearchRows;
  id: PgColumn;
  text: Text;
  /** Texts that match when they contain the search. */
  match: readonly Text[];
  /**
   * The condition for rows whose texts contain `pattern`, when `match` spans joined tables and an
   * OR across them would read every row: e.g. `id in (select … where title ilike pattern)`, so
   * each table's trigram index answers its part. Defaults to `match` ilike `pattern`.
   */
  where?: (pattern: SQLWrapper) => SQL;
  scope: TenantColumns;
}

/**
 * Matches ranked per source. An unselective search (a letter or two) matches most rows; ranking
 * only the first this many keeps it as fast as a selective one at any size, and a search that
 * names a record matches fewer, so its ranking is exact.
 */
export const SEARCH_CANDIDATES = 200;

/** `%` and `_` typed by the user match themselves, not any text (PostgreSQL's default escape is `\`). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const detailPath = (route: string, id: string) =>
  route.replace(/\{id\??\}/, encodeURIComponent(id));

/** Whether a user may search a source: exactly when they may open its records' detail page. */
export const searchesSource = (user: User, source: SearchSource) =>
  mayOpen(user, specRoute(source.specPath ?? source.route).access);

/** The values of a search, bound to the placeholders of its statement (`searchQuery`). */
const searchValues = (user: User, text: string, limit: number) => {
  const escaped = escapeLike(text);
  return {
    pattern: `%${escaped}%`,
    prefix: `${escaped}%`,
    text,
    limit,
    ...(tenantOf(user) && { tenant: tenantOf(user)!.id }),
  };
};
const value = (name: keyof ReturnType<typeof searchValues>) => sql.placeholder(name);

/**
 * The best `limit` rows of one source for the text, in the user's tenant scope, with their `rank`:
 * of the first SEARCH_CANDIDATES matches, those whose shown text starts with the search first, then
 * by trigram similarity (pg_trgm) to it, then by id so ties are stable. Its values are placeholders
 * (`searchValues`), so one statement serves every search of a shape.
 */
export function searchQuery(db: Db, user: User, source: SearchSource): SQL {
  const pattern = value('pattern');
  const fields: SearchFields = {
    id: sql<string>`${source.id}`.as('id'),
    text: sql<string | null>`${source.text}`.as('text'),
  };
  const matches = source.where
    ? source.where(pattern)
    : or(...source.match.map((m) => ilike(m, pattern)));
  const candidates = source
    .rows(db, fields)
    .where(
      and(
        tenantScope(user, source.scope, () => value('tenant')),
        matches,
      ),
    )
    .limit(SEARCH_CANDIDATES);
  return sql`select c.id, c.text, row_number() over (
      order by c.text ilike ${value('prefix')} desc, similarity(c.text, ${value('text')}) desc, c.id
    ) as rank
    from (${candidates}) c order by rank limit ${value('limit')}`;
}

/**
 * Every source the user may search, each with at most `limit` hits, in the sources' order. One
 * statement for all of them (PGlite runs one query at a time, and a round trip per source would add
 * up), built and prepared once per shape (the caller's kind of tenant and the sources they may
 * search): building it took longer than PostgreSQL took to run it.
 */
export async function searchAll(
  given: Db,
  user: User,
  sources: readonly SearchSource[],
  text: string,
  limit: number,
): Promise<SearchResult[]> {
  // Planning the union of every source can cost more than running it: on connections that may keep
  // its plan, an Acme owner's search took 2.9 ms instead of 9.8 at 100,000 timesheets (an admin's
  // 12 instead of 18). Where a kept plan would not pay, PostgreSQL goes on planning each run (the
  // same times at 1,000,000; docs/scale.md).
  const db = planReusingDb(given);
  const open = sources.filter((s) => searchesSource(user, s));
  if (open.length === 0) return [];
  const b = new Binding();
  for (const [name, v] of Object.entries(searchValues(user, text, limit))) b.bind(name, v);
  const key = `${scopeKind(user)} ${open.map((s) => sources.indexOf(s)).join(',')}`;
  const rows = await runPrepared(db, sources, key, b, () => {
    const parts = open.map(
      (s, i) =>
        sql`(select ${i}::int as source, q.id::text, q.text, q.rank from (${searchQuery(db, user, s)}) q)`,
    );
    return db
      .select({
        source: sql<number>`hits.source`,
        id: sql<string>`hits.id`,
        text: sql<string | null>`hits.text`,
      })
      .from(sql`(${sql.join(parts, sql` union all `)}) hits`)
      .orderBy(sql`hits.source`, sql`hits.rank`)
      .$dynamic() as unknown as DynamicSelect<{ source: number; id: string; text: string | null }>;
  });
  return rows.map((r) => {
    const source = open[r.source]!;
    return {
      object_type: source.object_type,
      text: r.text?.trim() || '--',
      icon: source.icon,
      redirect: detailPath(source.route, r.id),
    };
  });
}
