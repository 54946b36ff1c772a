import { createFileRoute, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { specPathOf } from '../../domain/policy/spec-routes';
import { ShellPage } from '../features/shell/shell-page';
import { requirePageAccess } from '../lib/guards';

/**
 * Every page inside the app's chrome, as one pathless layout: the shell mounts once and stays while
 * the pages under it change, and access is decided here from spec-routes.ts for every one of them.
 */
export const Route = createFileRoute('/_shell')({
  beforeLoad: (args) => requirePageAccess(args),
  component: ShellLayout,
});

function ShellLayout() {
  const router = useRouter();
  // The page's spec path picks its layout and title; a page that is no spec route names the one it belongs to.
  const path = useRouterState({
    select: (s) => {
      const leaf = s.matches[s.matches.length - 1];
      const record = leaf?.staticData.pageOfRecord?.(leaf.params as Record<string, string>);
      const found = record ? router.getMatchedRoutes(record)[2] : undefined;
      const page = found
        ? { staticData: found.options.staticData, fullPath: found.fullPath }
        : leaf;
      return page?.staticData?.specPath ?? specPathOf(page?.fullPath ?? '/');
    },
  });
  // While the next page's code and data load, the previous page stays on screen: say so to assistive tech.
  const moving = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading });
  return (
    <ShellPage path={path}>
      <div aria-busy={moving || undefined}>
        <Outlet />
      </div>
    </ShellPage>
  );
}
