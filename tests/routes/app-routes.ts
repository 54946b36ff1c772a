import { createMemoryHistory, createRouter, type AnyRouter } from '@tanstack/react-router';
import { generateRouteTree } from '../../scripts/generate-route-tree';

/** The app's router over a fresh route tree, for tests that ask which route a path opens. */
export async function appRouter(): Promise<AnyRouter> {
  await generateRouteTree();
  const { routeTree } = await import('../../src/app/routeTree.gen');
  return createRouter({
    routeTree,
    history: createMemoryHistory(),
    context: { session: undefined as never },
  });
}

/** The id of the route a pathname opens, or undefined when none does. */
export function routeAt(router: AnyRouter, pathname: string): string | undefined {
  const leaf = router.matchRoutes(pathname).at(-1);
  return leaf && leaf.routeId !== '__root__' ? String(leaf.routeId) : undefined;
}
