import { isRedirect, type AnyRouter } from '@tanstack/react-router';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { charts } from '../../machines/charts';
import { pathOfPlural } from '../../machines/kit/workflow';
import { appRouter, routeAt } from '../../tests/routes/app-routes';
import { demoUsers } from '../domain/policy/demo-users.fixture';
import { menuPaths, navigationFor } from '../domain/policy/navigation';
import { specPathOf, specPaths } from '../domain/policy/spec-routes';
import { homePath } from '../domain/redirect/home-path';

const ROUTES = join(dirname(fileURLToPath(import.meta.url)), 'routes');
/** Pages with a layout of their own: sign-in steps, the public landing page, the emailed approval link. */
const OUTSIDE_SHELL = [
  '/',
  '/login',
  '/two_factor',
  '/passwordless',
  '/forgot_password',
  '/change_password',
  '/confirm_email',
  '/easy_approve',
];

let router: AnyRouter;
beforeAll(async () => {
  router = await appRouter();
}, 60_000);

/** Spec paths made concrete: `{id}` → 7; an optional `{id?}` both with and without a value. */
const concrete = (path: string) =>
  path.includes('?}')
    ? [path.replace(/\{\w+\?\}/g, '7'), path.replace(/\/\{\w+\?\}/g, '') || '/']
    : [path.replace(/\{\w+\}/g, '7')];

const resolve = (pathname: string) => routeAt(router, pathname);

describe('every route of spec §2', () => {
  it('resolves in the route tree', () => {
    const unresolved = specPaths.flatMap(concrete).filter((p) => !resolve(p));
    expect(unresolved).toEqual([]);
  });

  it('resolves concrete paths to the expected routes', () => {
    expect(resolve('/jobs/create')).toBe('/_shell/jobs/create');
    expect(resolve('/jobs/7')).toBe('/_shell/jobs/$id');
    expect(resolve('/pay/success')).toBe('/_shell/pay/success');
    expect(resolve('/onboard/partner')).toBe('/_shell/onboard/partner');
    expect(resolve('/onboard/eor')).toBe('/_shell/onboard/$userType');
    expect(resolve('/no/such/page')).toBeUndefined();
    // Every workflow record's audit replay is one route beside its page.
    expect(resolve('/expenses/7/audit')).toBe('/_shell/$resource/$id/audit');
    expect(resolve('/timesheets/7/audit')).toBe('/_shell/$resource/$id/audit');
  });

  it.each(charts.flatMap((c) => (c.workflow ? [pathOfPlural(c.workflow.plural)] : [])))(
    'gives the audit replay of /%s/{id} the layout of a spec page: the record page exists',
    (path) => {
      const audit =
        router.routesById['/_shell/$resource/$id/audit']?.options.staticData?.pageOfRecord;
      const page = audit?.({ resource: path, id: '7' }) ?? '';
      const id = resolve(page);
      expect(id, page).toBeTruthy();
      const route = router.routesById[id!];
      const specPath = route?.options.staticData?.specPath ?? specPathOf(route?.fullPath ?? '');
      expect(specPaths).toContain(specPath);
    },
  );

  it('mounts every page in the chrome under the one _shell layout, whose guard reads spec-routes.ts', () => {
    const inChrome = specPaths
      .flatMap(concrete)
      .map(resolve)
      .filter((id): id is string => Boolean(id) && !OUTSIDE_SHELL.includes(String(id)));
    expect(inChrome.filter((id) => !id.startsWith('/_shell/'))).toEqual([]);
  });

  it('has no route that types its own access: no user-type lists or guards beside spec-routes.ts', () => {
    const guarded = readdirSync(ROUTES, { recursive: true, encoding: 'utf8' }).filter(
      (f) =>
        f.endsWith('.tsx') &&
        /require(UserType|RouteAccess|LinkAccess|Auth)\(/.test(
          readFileSync(join(ROUTES, f), 'utf8'),
        ),
    );
    expect(guarded).toEqual([]);
  });

  it.each([
    ['/time_sheets', '/timesheets'],
    ['/contractor/time_sheets', '/contractor/timesheets'],
  ])('redirects %s to %s', (from, to) => {
    const beforeLoad = router.routesById[from]?.options.beforeLoad as (args: {
      search: object;
    }) => void;
    let thrown: unknown;
    try {
      beforeLoad({ search: {} });
    } catch (e) {
      thrown = e;
    }
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { to: string } }).options.to).toBe(to);
  });
});

/**
 * Links written in code are typed against the route tree (TanStack `Link`); links that come from
 * data cannot be, so each one is resolved here: renaming a route fails this test.
 */
describe('links that come from data', () => {
  const pathOf = (href: string) => href.split(/[?#]/)[0] ?? href;

  // The dashboard's figure links are the server's (src/server/routes/dashboard/figure-links.test.ts).
  it.each(Object.entries(demoUsers))(
    'resolves every menu link and the home page of %s',
    (_, user) => {
      const paths = [...menuPaths(navigationFor(user)), homePath(user)].map(pathOf);
      expect(paths.filter((p) => !resolve(p))).toEqual([]);
    },
  );
});
