import { expect, it } from 'vitest';
import { linkMatches } from './links';
import { specRouteAt } from './spec-route-at';
import { specRoutes, type SpecRoute } from './spec-routes';

const literalSegments = (path: string) =>
  path.split('/').filter((s) => s && !s.startsWith('{')).length;

/** Every route tried in turn: what the index must answer for any path. */
const scanned = (pathname: string): SpecRoute | undefined =>
  specRoutes
    .filter((r) => linkMatches(r.path, pathname))
    .sort((a, b) => literalSegments(b.path) - literalSegments(a.path))[0];

const concrete = (path: string) => path.replace(/\{\w+\??\}/g, '42');

it('opens the route a scan of every spec route opens, for each spec path and its variants', () => {
  const paths = specRoutes.flatMap(({ path }) => [
    path,
    concrete(path),
    `${concrete(path)}/`,
    `${concrete(path)}?tab=2#top`,
    `${concrete(path)}/extra`,
    path.replace(/\/\{\w+\?\}$/, ''),
  ]);
  for (const path of [...paths, '', '/', '//', '?q=1', '/nowhere', '/nowhere/42', '/{id}'])
    expect(specRouteAt(path), path).toBe(scanned(path));
});

it('prefers literal segments to parameters and knows no unknown path', () => {
  expect(specRouteAt('/worker_classifications/create')?.path).toBe(
    '/worker_classifications/create',
  );
  expect(specRouteAt('/worker_classifications/7')?.path).toBe('/worker_classifications/{id}');
  expect(specRouteAt('/admin/dashboard?x=1')?.access).toEqual(['admin']);
  expect(specRouteAt('/')?.path).toBe('/');
  expect(specRouteAt('/nowhere')).toBeUndefined();
  expect(specRouteAt('/admin/dashboard/extra')).toBeUndefined();
});
