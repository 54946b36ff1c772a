import { linkMatches } from './links';
import { specRoutes, type SpecRoute } from './spec-routes';

interface Ranked {
  route: SpecRoute;
  rank: number;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
/** How many of a spec pattern's segments are literal, not `{parameters}`: the rank of a route among those a path fits. */
export const literalSegments = (path: string) =>
  segmentsOf(path).filter((s) => !s.startsWith('{')).length;

// The routes in the order a path tries them, most literal segments first and the spec's order
// among equals (`/worker_classifications/create` before `/{id}`): the first that matches opens it.
const ranked: readonly Ranked[] = [...specRoutes]
  .sort((a, b) => literalSegments(b.path) - literalSegments(a.path))
  .map((route, rank) => ({ route, rank }));

// Every guard asks on every navigation: a path tries only the routes whose first segment is its
// own, and those that take any first segment (a parameter, or none at all).
const byFirstSegment = new Map<string, Ranked[]>();
const anyFirstSegment: Ranked[] = [];
for (const entry of ranked) {
  const first = segmentsOf(entry.route.path)[0];
  if (first === undefined || first.startsWith('{')) anyFirstSegment.push(entry);
  else byFirstSegment.set(first, [...(byFirstSegment.get(first) ?? []), entry]);
}

/** The spec route a concrete path opens (`/worker_classifications/create` before `/{id}`), if any. */
export function specRouteAt(pathname: string): SpecRoute | undefined {
  const first = segmentsOf(pathname.split(/[?#]/)[0] ?? '')[0];
  const opens = (e: Ranked) => linkMatches(e.route.path, pathname);
  if (first === undefined) return ranked.find(opens)?.route;
  const literal = byFirstSegment.get(first)?.find(opens);
  const any = anyFirstSegment.find(opens);
  return (literal && any && any.rank < literal.rank ? any : (literal ?? any))?.route;
}
