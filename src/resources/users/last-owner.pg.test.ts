import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { sessionCacheOf } from '../../server/auth/session-cache';
import { issueToken } from '../../server/auth/tokens';
import { users } from '../../server/db/schema';
import { LAST_OWNER } from './members.server';

/**
 * Acme with exactly two active owners who, at the same instant, each demote or deactivate the
 * other, on PostgreSQL where the two requests really run at once: one wins, the other gets the
 * last-owner 409, and Acme keeps an owner.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const X = 'owner@acme.test';
const Y = 'finance@acme.test';
type Move = 'demote' | 'deactivate';

async function idOf(email: string) {
  const [row] = await h.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** Both are active owners again, with fresh sessions (a deactivation revoked the loser's). */
async function twoOwners(ids: string[]) {
  await h.deps.db
    .update(users)
    .set({ role: 'owner', deactivated_at: null })
    .where(inArray(users.id, ids));
  for (const id of ids) sessionCacheOf(h.deps.db).forgetUser(id);
  return Promise.all(ids.map((id) => issueToken(h.deps.db, id, {}, h.clock.now)));
}

const request = (token: string, move: Move, target: string) =>
  h.app.inject({
    method: move === 'demote' ? 'PATCH' : 'POST',
    url: move === 'demote' ? `/v2/team/${target}` : `/v2/team/${target}/deactivate`,
    headers: { authorization: `Bearer ${token}` },
    ...(move === 'demote' ? { payload: { role: 'manager' } } : {}),
  });

describe('the last owner under concurrency on PostgreSQL', { timeout: 120_000 }, () => {
  it('two owners removing each other at once, 24 rounds: one succeeds, the other is refused', async () => {
    const x = await idOf(X);
    const y = await idOf(Y);
    const pairs: [Move, Move][] = [
      ['demote', 'demote'],
      ['demote', 'deactivate'],
      ['deactivate', 'demote'],
      ['deactivate', 'deactivate'],
    ];
    for (let round = 0; round < 24; round++) {
      const [xMove, yMove] = pairs[round % pairs.length]!;
      const [xToken, yToken] = await twoOwners([x, y]);
      // Sessions resolved before the race, so both requests reach their transactions as owners.
      await Promise.all(
        [xToken, yToken].map((t) =>
          h.app.inject({ url: '/v2/team', headers: { authorization: `Bearer ${t}` } }),
        ),
      );
      const fire = [() => request(xToken!, xMove, y), () => request(yToken!, yMove, x)];
      // Both orders of firing, so each side is sometimes first to the database.
      const answers =
        round % 8 < 4
          ? await Promise.all(fire.map((f) => f()))
          : (await Promise.all([fire[1]!(), fire[0]!()])).reverse();
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes, `${xMove}/${yMove}: ${answers.map((a) => a.body).join(' ')}`).toEqual([
        200, 409,
      ]);
      expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({ message: LAST_OWNER });
      const owners = await h.deps.db
        .select({ id: users.id })
        .from(users)
        .where(
          and(inArray(users.id, [x, y]), eq(users.role, 'owner'), isNull(users.deactivated_at)),
        );
      expect(owners).toHaveLength(1);
    }
  });
});
