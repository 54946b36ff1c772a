import { linkMatches } from '../domain/policy/links';
import { literalSegments } from '../domain/policy/spec-route-at';
import type { PageRoute } from './spa-files';

/** A router path in the spec's pattern form: `$id` is `{id}`, an optional `{-$id}` is `{id?}`. */
const specPattern = (path: string) =>
  path.replace(/\{-\$(\w+)\}/g, '{$1?}').replace(/\$(\w+)/g, '{$1}');

/**
 * The page of the route a concrete path opens, matched as spec routes are (`linkMatches`) and, as
 * `specRouteAt` ranks them, the one with the most literal segments first (`/agreements/new`
 * before `/agreements/$id`).
 */
export function pageAt(routes: readonly PageRoute[], pathname: string): string | undefined {
  let best: { literal: number; page: string } | undefined;
  for (const r of routes) {
    const pattern = specPattern(r.path);
    if (!linkMatches(pattern, pathname)) continue;
    const literal = literalSegments(pattern);
    if (!best || literal > best.literal) best = { literal, page: r.page };
  }
  return best?.page;
}
