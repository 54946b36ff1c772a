import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { User } from '../../domain/contracts/user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { loadUser } from '../auth/load-user';
import { refusalMessage } from './authorize-first';
import { PUBLIC_ROUTES } from '../auth/public-routes';
import { userByEmail } from '../routes/user/find-user';

/** One demo user of each kind: staff of each partner role, a sales partner, client users, workers. */
const EMAILS = [
  'owner@acme.test',
  'recruiter@acme.test',
  'finance@acme.test',
  'timekeeper@acme.test',
  'owner@selfco.test',
  'sales@demo.test',
  'eor@demo.test',
  'client@globex.test',
  'approver@globex.test',
  'contractor@demo.test',
  'ic@demo.test',
  'newhire@demo.test',
];

let h: Harness;
const people: { email: string; user: User; token: string }[] = [];
beforeAll(async () => {
  h = await createHarness();
  for (const email of EMAILS) {
    const found = await userByEmail(h.database.db, email);
    const user = found && (await loadUser(h.database.db, found.id));
    if (!user) throw new Error(`no demo user ${email}`);
    people.push({ email, user, token: await h.login(email) });
  }
});
afterAll(() => h.close());

it('every form route declares who may call it, so the kit checks it before the body', () => {
  const keys = h.app.authorizedRoutes.map((r) => `${r.method} ${r.url}`);
  for (const key of [
    'POST /v2/payroll_settings',
    'PATCH /v2/payroll_settings/:id',
    'PUT /v2/onboarding/personal_info',
    'POST /v2/timesheets/:id/easy_approve_link',
  ])
    expect(keys).toContain(key);
  expect(keys.length).toBeGreaterThan(50);
});

/**
 * Routes with a body that every signed-in user may call, so no role is refused before the body is
 * read; each answers for the caller's own rows or account.
 */
const EVERYONE_MAY: readonly string[] = [
  'PATCH /v2/notification_preferences/:kind',
  'PATCH /v2/user',
  'PATCH /v2/user/preferences',
  'POST /v2/notifications/read',
  'POST /v2/user/change_password',
];

it('every route that reads a body declares who may call it, unless every signed-in user may', async () => {
  const declared = new Set(h.app.authorizedRoutes.map((r) => `${r.method} ${r.url}`));
  const doc = JSON.parse(await h.openApiText()) as {
    paths: Record<string, Record<string, { requestBody?: unknown }>>;
  };
  const undeclared = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op.requestBody)
      .map(([method]) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`)
      .filter((key) => !PUBLIC_ROUTES.has(key) && !declared.has(key)),
  );
  expect(undeclared.sort()).toEqual([...EVERYONE_MAY].sort());
});

it('a user without the right gets 403 with its message for an empty body, not a 422 listing every field', async () => {
  const wrong: string[] = [];
  let refused = 0;
  for (const route of h.app.authorizedRoutes) {
    const url = route.url.replace(/:[a-z_]+/g, () => randomUUID());
    for (const { email, user, token } of people) {
      if (route.may.allowed(user)) continue;
      refused++;
      const res = await h.app.inject({
        method: route.method as 'POST',
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      if (res.statusCode !== 403 || res.json().message !== refusalMessage(route.may, user))
        wrong.push(
          `${route.method} ${route.url} as ${email}: ${res.statusCode} ${res.body.slice(0, 100)}`,
        );
    }
  }
  expect(wrong).toEqual([]);
  expect(refused).toBeGreaterThan(100);
});

it('POST /v2/payroll_settings {} as a contractor is 403', async () => {
  const contractor = people.find((p) => p.email === 'contractor@demo.test')!;
  const res = await h.app.inject({
    method: 'POST',
    url: '/v2/payroll_settings',
    headers: { authorization: `Bearer ${contractor.token}` },
    payload: {},
  });
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ message: 'You are not allowed to create payroll settings' });
});
