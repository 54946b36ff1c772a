import type { PageRoute } from './spa-files';

const LITERAL = 3;
const PARAM = 2;
const OPTIONAL = 1;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function kindOf(segment: string): number {
  if (/^\{-\$\w+\}$/.test(segment)) return OPTIONAL;
  return segment.startsWith('$') ? PARAM : LITERAL;
}

/**
 * How well a route's path fits a concrete path's segments, one rank per segment, or undefined when
 * it does not: a literal segment only itself, a parameter any one segment, an optional parameter
 * one or none (only at the end, where the router's routes have them).
 */
function fit(route: string[], have: string[]): number[] | undefined {
  if (have.length > route.length) return undefined;
  const ranks: number[] = [];
  for (const [i, segment] of route.entries()) {
    const kind = kindOf(segment);
    const value = have[i];
    if (value === undefined) {
      if (kind !== OPTIONAL) return undefined;
    } else if (kind === LITERAL && value !== segment) return undefined;
    ranks.push(kind);
  }
  return ranks;
}

const better = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++)
    if (a[i] !== b[i]) return (a[i] ?? 0) > (b[i] ?? 0);
  return a.length < b.length;
};

/**
 * The page of the route a concrete path opens, ranked as the router ranks them: at the first
 * segment where two fit differently, a literal before a parameter before an optional one
 * (`/agreements/new` before `/agreements/$id`).
 */
export function pageAt(routes: readonly PageRoute[], pathname: string): string | undefined {
  const have = segmentsOf(pathname);
  let best: { ranks: number[]; page: string } | undefined;
  for (const r of routes) {
    const ranks = fit(segmentsOf(r.path), have);
    if (ranks && (!best || better(ranks, best.ranks))) best = { ranks, page: r.page };
  }
  return best?.page;
}
