import { and, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SearchResult } from '../../domain/contracts/search';
import type { User } from '../../domain/contracts/user';
import { mayOpen, specRoute } from '../../domain/policy/spec-routes';
import type { Db } from '../db/client';
import type { DynamicSelect } from './resource-query';
import { tenantScope, type TenantColumns } from './scope';

type Text = PgColumn | SQL;

/**
 * One kind of record the global search finds. A resource plugs in with its rows (`id` and the
 * `text` shown), the text it matches, its tenant columns (the same `scope` as its list) and the
 * spec route of its detail page, which decides both who searches it and where a hit leads.
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
  rows: (db: Db) => DynamicSelect<{ id: string; text: string | null }>;
  /** The rows' unique key, the last tiebreaker of the order. */
  id: PgColumn;
  /** Texts that match when they contain the search; the best-matching one ranks the row. */
  match: readonly Text[];
  scope: TenantColumns;
}

/** `%` and `_` typed by the user match themselves, not any text (PostgreSQL's default escape is `\`). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const detailPath = (route: string, id: string) =>
  route.replace(/\{id\??\}/, encodeURIComponent(id));

/** Whether a user may search a source: exactly when they may open its records' detail page. */
export const searchesSource = (user: User, source: SearchSource) =>
  mayOpen(user, specRoute(source.specPath ?? source.route).access);

/**
 * The best `limit` rows of one source for the text, in the user's tenant scope: rows whose text
 * starts with the search first, then by trigram similarity (pg_trgm), then by id so ties are stable.
 */
export async function searchSource(
  db: Db,
  user: User,
  source: SearchSource,
  text: string,
  limit: number,
): Promise<SearchResult[]> {
  const escaped = escapeLike(text);
  const pattern = `%${escaped}%`;
  const prefix = `${escaped}%`;
  const startsWith = sql`(${or(...source.match.map((m) => ilike(m, prefix)))})`;
  const similarity = sql`greatest(${sql.join(
    source.match.map((m) => sql`similarity(${m}, ${text})`),
    sql`, `,
  )}, 0)`;
  const rows = await source
    .rows(db)
    .where(and(tenantScope(user, source.scope), or(...source.match.map((m) => ilike(m, pattern)))))
    .orderBy(desc(startsWith), desc(similarity), sql`${source.id}`)
    .limit(limit);
  return rows.map((r) => ({
    object_type: source.object_type,
    text: r.text?.trim() || '--',
    icon: source.icon,
    redirect: detailPath(source.route, r.id),
  }));
}

/** Every source the user may search, each with at most `limit` hits, in the sources' order. */
export async function searchAll(
  db: Db,
  user: User,
  sources: readonly SearchSource[],
  text: string,
  limit: number,
) {
  const open = sources.filter((s) => searchesSource(user, s));
  const found = await Promise.all(open.map((s) => searchSource(db, user, s, text, limit)));
  return found.flat();
}
