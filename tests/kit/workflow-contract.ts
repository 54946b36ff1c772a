import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import type { ProjectionRow, WorkflowServer } from '../../src/server/kit/workflow/server';
import { createHarness, type Harness } from '../server-harness';
import { TWO_PARTNERS, type ContractTenants } from './resource-contract';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The promises every workflow resource keeps, generated from its server part: its detail, actions,
 * history and bulk routes need a session, and another tenant's id is a 404 on each (a 404 row in bulk),
 * with nothing changed.
 */
export function workflowContract<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  server: WorkflowServer<J, Row, S, F, A, Item>,
  tenants: ContractTenants = TWO_PARTNERS,
  /** Records for the tenants to see, when the demo seed gives one of them none. */
  { seed }: { seed?: (db: Db) => Promise<void> } = {},
) {
  const actions = Object.keys(server.definition.actions) as A[];
  describe(`workflow contract: ${server.definition.name}`, () => {
    let h: Harness;
    const tokens: Record<string, string> = {};
    const send = async (
      email: string | null,
      method: 'GET' | 'POST',
      url: string,
      payload?: object,
    ) => {
      const headers = email
        ? { authorization: `Bearer ${(tokens[email] ??= await h.login(email))}` }
        : {};
      return h.app.inject({
        method,
        url: `/v2${server.apiPath}${url}`,
        headers,
        ...(payload ? { payload } : {}),
      });
    };
    /** One record each tenant sees, from its own list. */
    const firstOf = async (email: string) => {
      const res = await send(email, 'GET', '?per_page=1');
      const id = (res.json() as { data: { id: string }[] }).data[0]?.id;
      if (!id) throw new Error(`${email} sees no ${server.definition.plural}`);
      return id;
    };

    /**
     * Whether `email` may take any of the workflow's actions: one who may not is refused every
     * action and bulk route with 403 before the record is looked up (kit/workflow/acting-access.ts).
     */
    const actsAtAll = async (email: string) => {
      const res = await send(email, 'POST', '/bulk/preview', {
        action: actions[0],
        ids: [MISSING_ID],
      });
      return !(
        res.statusCode === 403 &&
        /^No action on /.test((res.json() as { message?: string }).message ?? '')
      );
    };

    beforeAll(async () => {
      h = await createHarness();
      await seed?.(h.deps.db);
    });
    afterAll(async () => h.close());

    it('answers 401 without a session on detail, every action, history and bulk', async () => {
      const bulk = { action: actions[0], ids: [MISSING_ID] };
      const calls: [string, 'GET' | 'POST', string, object?][] = [
        ['detail', 'GET', `/${MISSING_ID}`],
        ['history', 'GET', `/${MISSING_ID}/history`],
        ['bulk preview', 'POST', '/bulk/preview', bulk],
        ['bulk apply', 'POST', '/bulk/apply', bulk],
        ...actions.map((a): [string, 'POST', string, object] => [
          a,
          'POST',
          `/${MISSING_ID}/actions/${a}`,
          {},
        ]),
      ];
      for (const [name, method, url, payload] of calls)
        expect((await send(null, method, url, payload)).statusCode, name).toBe(401);
    });

    it("answers 404 for another tenant's id on detail, every action and history, and changes nothing", async () => {
      const other = await firstOf(tenants.b);
      const before = (await send(tenants.b, 'GET', `/${other}/history`)).json() as {
        data: unknown[];
      };
      for (const url of [`/${other}`, `/${other}/history`]) {
        const res = await send(tenants.a, 'GET', url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ message: expect.any(String) });
      }
      const acts = await actsAtAll(tenants.a);
      for (const action of actions) {
        const res = await send(tenants.a, 'POST', `/${other}/actions/${action}`, {
          reason: 'contract',
          evidence: 'contract',
        });
        expect(res.statusCode, action).toBe(acts ? 404 : 403);
      }
      const after = (await send(tenants.b, 'GET', `/${other}/history`)).json() as {
        data: unknown[];
      };
      expect(after.data).toHaveLength(before.data.length);
    });

    it("previews and applies another tenant's id in bulk as a 404 row beside the caller's own", async () => {
      // A caller who takes none of the workflow's actions is refused the bulk routes outright.
      if (!(await actsAtAll(tenants.a))) {
        const res = await send(tenants.a, 'POST', '/bulk/preview', {
          action: actions[0],
          ids: [MISSING_ID],
        });
        expect(res.statusCode).toBe(403);
        return;
      }
      const own = await firstOf(tenants.a);
      const other = await firstOf(tenants.b);
      for (const action of actions) {
        const preview = await send(tenants.a, 'POST', '/bulk/preview', {
          action,
          ids: [own, other],
          reason: 'contract',
          evidence: 'contract',
        });
        expect(preview.statusCode, action).toBe(200);
        const rows = (preview.json() as { data: { id: string; code: number }[] }).data;
        expect(rows.map((r) => r.id)).toEqual([own, other]);
        expect(rows[0]?.code, `${action} on own`).not.toBe(404);
        expect(rows[1], `${action} on other`).toMatchObject({ ok: false, code: 404, status: null });
      }
      const applied = await send(tenants.a, 'POST', '/bulk/apply', {
        action: actions[0],
        ids: [other],
      });
      expect(applied.json()).toMatchObject({
        succeeded: 0,
        failed: 1,
        data: [{ id: other, ok: false, code: 404, status: null }],
      });
    });
  });
}
