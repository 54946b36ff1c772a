import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { isPublicRoute, PUBLIC_ROUTES } from './public-routes';

interface Route {
  method: string;
  url: string;
}

/** Every route Fastify registered, read from printRoutes' tree (children print their path relative to the parent). */
function registeredRoutes(tree: string): Route[] {
  const paths: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m?.[2]) continue;
    const depth = (m[1] ?? '').length / 4;
    paths.length = depth;
    const url = (paths[depth - 1] ?? '') + m[2];
    paths.push(url);
    for (const method of m[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

// Hostile input for every route: a params value, a query and a body that fit no schema.
const garbage = (route: Route) => ({
  method: route.method as 'GET',
  url: `${route.url.replace(/:\w+/g, 'not-an-id').replace('*', 'x')}?page=-1&to=%00&token=`,
  ...(route.method === 'GET' || route.method === 'HEAD'
    ? {}
    : { payload: { garbage: ['\u0000', -1] } }),
});

let h: Harness;
let routes: Route[];
beforeAll(async () => {
  h = await createHarness();
  await h.app.ready();
  routes = registeredRoutes(h.app.printRoutes({ commonPrefix: false })).filter((r) =>
    r.url.startsWith('/v2/'),
  );
});
afterAll(() => h.close());

describe('authentication before validation', () => {
  it('finds the routes to check', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'PATCH', url: '/v2/timesheets/:id' });
    expect(routes).toContainEqual({ method: 'PUT', url: '/v2/settings/branding/logo' });
  });

  it('lists only routes that exist', () => {
    const registered = new Set(routes.map((r) => `${r.method} ${r.url}`));
    expect([...PUBLIC_ROUTES].filter((key) => !registered.has(key))).toEqual([]);
  });

  it('answers 401 without a token for every other /v2 route, whatever the input', async () => {
    const wrong = [];
    for (const route of routes.filter((r) => !isPublicRoute(r.method, r.url))) {
      const res = await h.app.inject(garbage(route));
      const body = route.method === 'HEAD' ? '{"message":"Not signed in"}' : res.body;
      if (res.statusCode !== 401 || body !== '{"message":"Not signed in"}')
        wrong.push(`${route.method} ${route.url}: ${res.statusCode} ${body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets every public route answer without a token', async () => {
    const refused = [];
    for (const route of routes.filter((r) => isPublicRoute(r.method, r.url))) {
      const res = await h.app.inject(garbage(route));
      if (res.statusCode === 401) refused.push(`${route.method} ${route.url}`);
    }
    expect(refused).toEqual([]);
  });

  it('refuses a made-up token like none', async () => {
    const res = await h.app.inject({
      method: 'PATCH',
      url: '/v2/timesheets/x',
      headers: { authorization: 'Bearer made-up' },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not signed in' });
  });

  it('still validates for a signed-in caller', async () => {
    const token = await h.login('owner@acme.test');
    const res = await h.app.inject({
      method: 'PATCH',
      url: '/v2/timesheets/x',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(res.statusCode).toBe(422);
  });
});
