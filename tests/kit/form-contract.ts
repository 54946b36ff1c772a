import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/domain/contracts/user';
import type { ResourceDefinition } from '../../src/domain/resources/define';
import type { FormDefinition } from '../../src/domain/resources/form';
import type { ListQueryDescriptor } from '../../src/domain/resources/list-query';
import type { Db } from '../../src/server/db/client';
import { createHarness, type Harness } from '../server-harness';
import { TWO_PARTNERS, type ContractTenants } from './resource-contract';

export interface FormContractOptions {
  /** A body `a` may create (also what `b` then cannot edit); a function for one naming seeded rows. */
  valid: Record<string, unknown> | ((db: Db) => Promise<Record<string, unknown>>);
  /** Two users of different tenants who may both create and edit. */
  tenants?: ContractTenants;
  /** A signed-in user the form's `may` refuses. */
  refused: string;
}

/**
 * The promises every create-and-edit form keeps, generated from its definition: no session 401
 * before the body is read, 403 for a user the form refuses, 422 naming the field for a bad body,
 * 201 with the item for a good one, and 404 when another tenant edits it.
 */
export function formContract<Item extends { id: string }, D extends ListQueryDescriptor>(
  def: ResourceDefinition<Item, D, string>,
  form: FormDefinition,
  options: FormContractOptions,
) {
  const { refused, tenants = TWO_PARTNERS } = options;
  let valid: Record<string, unknown> = {};
  describe(`form contract: ${def.name}`, () => {
    let h: Harness;
    const tokens: Record<string, string> = {};
    const auth = async (email: string) => ({
      authorization: `Bearer ${(tokens[email] ??= await h.login(email))}`,
    });
    const send = async (
      email: string | null,
      method: 'POST' | 'PATCH',
      url: string,
      payload: unknown,
    ) =>
      h.app.inject({
        method,
        url: `/v2${def.apiPath}${url}`,
        payload: payload as Record<string, unknown>,
        headers: email ? await auth(email) : {},
      });
    beforeAll(async () => {
      h = await createHarness();
      valid =
        typeof options.valid === 'function' ? await options.valid(h.database.db) : options.valid;
    });
    afterAll(async () => h.close());

    it('answers 401 without a session, whatever the body', async () => {
      expect((await send(null, 'POST', '', { junk: true })).statusCode).toBe(401);
      expect(
        (await send(null, 'PATCH', '/00000000-0000-4000-8000-000000000000', {})).statusCode,
      ).toBe(401);
    });

    it('refuses a user the form does not allow with 403, and writes nothing', async () => {
      const me = await h.app.inject({
        method: 'GET',
        url: '/v2/user',
        headers: await auth(refused),
      });
      expect(form.may.create(me.json() as User)).toBe(false);
      const res = await send(refused, 'POST', '', valid);
      expect(res.statusCode, res.body).toBe(403);
    });

    it('names each field a bad body gets wrong (422)', async () => {
      const res = await send(tenants.a, 'POST', '', {});
      expect(res.statusCode, res.body).toBe(422);
      const required = Object.keys(form.input.shape).filter(
        (k) => !form.input.shape[k]!.safeParse(undefined).success,
      );
      const locs = (res.json() as { detail: { loc: string[] }[] }).detail.map((d) =>
        d.loc.join('.'),
      );
      for (const key of required) expect(locs).toContain(`body.${key}`);
    });

    it('creates for one tenant, which the other can neither see nor edit', async () => {
      const created = await send(tenants.a, 'POST', '', valid);
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json() as { id: string };
      expect(def.item.safeParse(created.json()).success).toBe(true);
      const other = await send(tenants.b, 'PATCH', `/${id}`, valid);
      expect(other.statusCode, other.body).toBe(404);
      const own = await send(tenants.a, 'PATCH', `/${id}`, valid);
      expect(own.statusCode, own.body).toBe(200);
    });
  });
}
