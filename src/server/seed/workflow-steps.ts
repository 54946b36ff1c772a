import { eq } from 'drizzle-orm';
import { subscribers } from '../subscribers';
import type { ActionTexts } from '../../../machines/kit/workflow';
import type { User } from '../../domain/contracts/user';
import { loadUser } from '../auth/load-user';
import type { Tx } from '../db/client';
import { users } from '../db/schema';
import { originOf, type RequestOrigin } from '../kit/workflow/origin';
import { transitionInTx } from '../kit/workflow/perform';
import type { ProjectionRow, WorkflowServer } from '../kit/workflow/server';

export async function demoUser(tx: Tx, email: string): Promise<User> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  const user = row && (await loadUser(tx, row.id));
  if (!user) throw new Error(`no demo user ${email}`);
  return user;
}

/** Steps through the chart as the API would take them, so the seeded history is one the chart allows. */
export async function act<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  tx: Tx,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  id: string,
  steps: readonly [A, User, ActionTexts?][],
  at: RequestOrigin,
) {
  for (const [action, user, texts = {}] of steps) {
    const needs = server.definition.actions[action].needs;
    await transitionInTx(
      tx,
      server,
      user,
      id,
      {
        event: server.definition.eventFor(action, user, texts),
        action,
        origin: originOf(user, at),
        extra: () => (needs && texts[needs] ? { [needs]: texts[needs] } : {}),
      },
      subscribers,
    );
  }
}
