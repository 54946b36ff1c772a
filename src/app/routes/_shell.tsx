import { createFileRoute, Outlet, useRouterState } from '@tanstack/react-router';
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
  // The page's spec path picks its layout and title; a page that is no spec route names the one it belongs to.
  const path = useRouterState({
    select: (s) => {
      const leaf = s.matches[s.matches.length - 1];
      return leaf?.staticData.specPath ?? specPathOf(leaf?.fullPath ?? '/');
    },
  });
  return (
    <ShellPage path={path}>
      <Outlet />
    </ShellPage>
  );
}
