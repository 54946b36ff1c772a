import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../server/db/client';
import { ptoBalances } from '../../server/db/schema';
import { fieldError, type FormServer } from '../../server/kit/form';
import { insertCreated } from '../../server/kit/workflow/create';
import { originOf } from '../../server/kit/workflow/origin';
import { transitionInTx } from '../../server/kit/workflow/perform';
import { withoutUndefined } from '../../server/kit/workflow/payloads';
import { balanceDto, balanceRows, ptoBalancesServer } from '../pto/server';
import { overBalance } from './contract';
import type { timeOffRequestsForm } from './form';
import { timeOffServer } from './workflow.server';

type Input = z.infer<typeof timeOffRequestsForm.input>;

/**
 * The balance, locked until the request is written: requests booking one balance at once run one
 * after the other, and each counts the hours the earlier ones asked for (as approvals do, in
 * ./workflow.ts). A request being edited is locked before its balance, like an approval's.
 */
async function balanceOf(tx: Tx, id: string) {
  await tx
    .select({ id: ptoBalances.id })
    .from(ptoBalances)
    .where(eq(ptoBalances.id, id))
    .for('no key update');
  const [row] = await balanceRows(tx).where(eq(ptoBalances.id, id));
  if (!row) throw fieldError('balance_id', 'PTO not found');
  return balanceDto(row);
}

/**
 * A request asks for no more than its balance holds, less what other requests already ask for: a
 * worker cannot book the same hours twice while the first request waits. `own` is this request's
 * hours when an edit replaces them.
 */
function checkHours(
  hours: number,
  b: { available_hundredths: number; requested_hundredths: number },
  own = 0,
) {
  const refusal = overBalance(hours, b.available_hundredths, b.requested_hundredths - own);
  if (refusal) throw fieldError('hours_hundredths', refusal);
}

/** New requests start their event stream; a change is the chart's `timeOffRequest.edit`, refused (409) once decided. */
export const timeOffFormServer: FormServer<Input> = {
  async create(tx, user, input, origin, deliverTo) {
    const b = await balanceOf(tx, input.balance_id);
    checkHours(input.hours_hundredths, b);
    const row = await insertCreated(
      tx,
      timeOffServer,
      {
        id: crypto.randomUUID(),
        partner_id: b.partner_id,
        contractor_id: b.contractor_id,
        balance_id: b.id,
        rule_id: b.rule_id,
        start_date: input.start_date,
        end_date: input.end_date,
        hours_hundredths: input.hours_hundredths,
        notes: input.notes || null,
      },
      originOf(user, origin),
      deliverTo,
    );
    return row.id;
  },
  async update(tx, user, id, patch, origin, deliverTo) {
    const { balance_id: balanceId, ...changes } = patch;
    await transitionInTx(
      tx,
      timeOffServer,
      user,
      id,
      {
        event: { type: 'timeOffRequest.edit', user },
        action: 'edit',
        origin: originOf(user, origin),
        check: (r) => {
          if (balanceId !== undefined && balanceId !== r.r.balance_id)
            throw fieldError('balance_id', 'A request keeps its PTO: cancel it and request again');
        },
        extra: async (r) => {
          if (changes.hours_hundredths !== undefined)
            checkHours(
              changes.hours_hundredths,
              await balanceOf(tx, r.r.balance_id),
              r.r.hours_hundredths,
            );
          return withoutUndefined({ ...changes, ...(changes.notes === '' ? { notes: null } : {}) });
        },
      },
      deliverTo,
    );
  },
  references: { balance_id: { label: 'PTO', server: ptoBalancesServer } },
};
