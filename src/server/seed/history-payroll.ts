import { and, eq, gt, inArray, max } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import { payPeriodOf, type PaySchedule } from '../../domain/payroll/periods';
import { demoBankAdapter } from '../billing/bank-adapter';
import { timesheetTransactions } from '../billing/timesheet-transactions';
import type { Tx } from '../db/client';
import { eventDeliveries, events, payrollRuns } from '../db/schema';
import { insertCreated } from '../kit/workflow/create';
import { originOf } from '../kit/workflow/origin';
import { payrollOrigin } from '../payroll/actor';
import { payrollRunJob } from '../payroll/enqueue-subscriber';
import { enginePayrollProvider } from '../payroll/provider';
import { payOutInBulk, writePaychecksInBulk } from '../payroll/run-in-bulk';
import { payrollRunServer } from '../../resources/payroll-runs/server';
import { subscribers } from '../subscribers';
import { act } from './workflow-steps';

const at = (date: string, time: string) => new Date(`${date}T${time}:00Z`);

/**
 * One run of the demo's past, as the agency ran it: drafted the Monday after the period and
 * submitted and approved by the owner the next day; the payroll job's paychecks (written in bulk);
 * each payout started as the job starts it and answered by the demo bank on the pay date (a worker
 * without a payout account, or a net the demo bank fails, leaves the run partially paid). The job's
 * work is done here, so its queue is not asked to do it again.
 */
export async function runHistoryPayroll(
  tx: Tx,
  partnerId: string,
  schedule: PaySchedule,
  day: string,
  owner: User,
): Promise<void> {
  const p = payPeriodOf(schedule, day);
  const monday = new Date(Date.parse(`${p.end}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const tuesday = new Date(Date.parse(`${p.end}T00:00:00Z`) + 2 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const id = crypto.randomUUID();
  const [before] = await tx.select({ id: max(events.id) }).from(events);
  await insertCreated(
    tx,
    payrollRunServer,
    {
      id,
      partner_id: partnerId,
      frequency: schedule.frequency,
      period_start: p.start,
      period_end: p.end,
      pay_date: p.pay_date,
    },
    originOf(owner, { ip: null, userAgent: 'seed', now: at(monday, '14:00') }),
    subscribers,
  );
  await act(tx, payrollRunServer, id, [['submit', owner]], {
    ip: null,
    userAgent: 'seed',
    now: at(tuesday, '14:00'),
  });
  await act(tx, payrollRunServer, id, [['approve', owner]], {
    ip: null,
    userAgent: 'seed',
    now: at(tuesday, '16:00'),
  });
  const [run] = await tx.select().from(payrollRuns).where(eq(payrollRuns.id, id));
  if (!run) throw new Error('history payroll run missing');
  const started = at(tuesday, '16:05');
  const written = await writePaychecksInBulk(
    tx,
    enginePayrollProvider,
    run,
    payrollOrigin(started),
    subscribers,
  );
  await payOutInBulk(
    tx,
    demoBankAdapter,
    run,
    written,
    started,
    at(p.pay_date, '15:00'),
    subscribers,
  );
  // History, not work: the run's job has nothing left to do, and the paychecks above already made
  // the paid timesheets' pay transactions complete, so billing's sync of each paid week (thousands
  // over six months) would only rewrite them at the first start.
  await tx
    .delete(eventDeliveries)
    .where(
      and(
        gt(eventDeliveries.event_id, before?.id ?? 0),
        inArray(eventDeliveries.subscriber, [payrollRunJob.name, timesheetTransactions.name]),
      ),
    );
}
