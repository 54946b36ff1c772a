import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { User } from '../../domain/contracts/user';
import type { Db, Tx } from '../../server/db/client';
import { assignments } from '../../server/db/schema';
import { appendEvents } from '../../server/events/store';
import type { Subscriber } from '../../server/events/subscriber';
import { fieldError, type FormServer } from '../../server/kit/form';
import { tenantScope } from '../../server/kit/scope';
import { originOf, type RequestOrigin } from '../../server/kit/workflow/origin';
import { withoutUndefined } from '../../server/kit/workflow/payloads';
import { transitionInTx } from '../../server/kit/workflow/perform';
import type { expensesForm } from './form';
import { expenses } from './table';
import { expenseEvents, expenseServer } from './workflow.server';

type ExpenseInput = z.infer<typeof expensesForm.input>;

/**
 * A new expense is the `expense.created` event and its projection; its tenants come from the
 * assignment the caller can see (a contractor's own, a partner's contractors'), never from the body.
 */
async function create(
  tx: Db,
  user: User,
  input: ExpenseInput,
  o: RequestOrigin,
  deliverTo: readonly Subscriber[],
): Promise<string> {
  const [assignment] = await tx
    .select()
    .from(assignments)
    .where(and(eq(assignments.id, input.assignment_id), tenantScope(user, assignments)));
  if (!assignment) throw fieldError('assignment_id', 'Assignment not found');
  const id = crypto.randomUUID();
  const origin = originOf(user, o);
  const payload = withoutUndefined({
    ...input,
    id,
    contractor_id: assignment.contractor_id,
    client_id: assignment.client_id,
    partner_id: assignment.partner_id,
    eor_id: assignment.eor_id,
  });
  const event = { streamId: id, version: 1, type: 'expense.created', payload, origin };
  // The form's transaction is a drizzle transaction: the event store appends within it.
  const t = tx as Tx;
  const [stored] = await appendEvents(t, expenseEvents, [event], deliverTo);
  if (!stored) throw new Error('expense not recorded');
  const row = expenseServer.reduce(null, {
    ...stored,
    payload: stored.payload as Record<string, unknown>,
    occurred_at: stored.occurred_at.toISOString(),
  });
  await t.insert(expenses).values(row);
  return id;
}

/** A change is the chart's `expense.edit`: a draft stays one, a rejected expense returns to draft. */
async function update(
  tx: Db,
  user: User,
  id: string,
  patch: Partial<ExpenseInput>,
  o: RequestOrigin,
  deliverTo: readonly Subscriber[],
): Promise<void> {
  const { assignment_id: assignment, ...fields } = patch;
  const changes = withoutUndefined(fields);
  await transitionInTx(
    tx as Tx,
    expenseServer,
    user,
    id,
    {
      event: { type: 'expense.edit', user },
      action: 'edit',
      origin: originOf(user, o),
      check: (record) => {
        if (assignment !== undefined && assignment !== record.e.assignment_id)
          throw fieldError('assignment_id', 'An expense keeps its assignment: add another expense');
      },
      extra: () => changes,
    },
    deliverTo,
  );
}

export const expensesFormServer: FormServer<ExpenseInput> = { create, update };
