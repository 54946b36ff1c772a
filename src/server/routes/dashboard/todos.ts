import { and, asc, inArray } from 'drizzle-orm';
import type { DashboardTodo } from '../../../domain/contracts/dashboard';
import type { User } from '../../../domain/contracts/user';
import { canDecideTimesheets, isClient, isSalesPartner } from '../../../domain/policy/capabilities';
import { addDays } from '../../../domain/payroll/periods';
import { ONBOARDING_STUCK_DAYS, lastWeek, runByDate } from '../../../domain/dashboard/calendar';
import { payrollRuns } from '../../db/schema';
import type { Deps } from '../../deps';
import { linkToList, type ListLink } from '../../kit/list-count';
import { tenantScope } from '../../kit/scope';
import { previewOf } from '../../payroll/gather';
import { enginePayrollProvider, TaxNotComputableError } from '../../payroll/provider';
import { approvalsList } from '../../../resources/approvals/server';
import { verificationsList } from '../../../resources/documents/server';
import { invoicesList } from '../../../resources/invoices/server';
import { onboardingList } from '../../../resources/onboarding-status/server';
import { payrollRunsList, payrollRunScope } from '../../../resources/payroll-runs/server';
import { timesheetsList } from '../../../resources/timesheets/server';
import { PAGES, timesheetsPage } from './pages';

/** Sent invoices not paid in full: the statuses receivables count. */
export const UNPAID = 'open,partially_paid';

interface Context {
  deps: Deps;
  user: User;
  /** YYYY-MM-DD in the user's calendar. */
  today: string;
}

type Extra = Partial<
  Pick<DashboardTodo, 'amount_cents' | 'amount_label' | 'due_date' | 'due_label' | 'overdue'>
>;

const todo = (
  key: string,
  label: string,
  link: ListLink | null,
  extra: Extra = {},
): DashboardTodo | null =>
  link && link.total > 0
    ? {
        key,
        label,
        count: link.total,
        href: link.href,
        amount_cents: null,
        amount_label: null,
        due_date: null,
        due_label: null,
        overdue: false,
        ...extra,
      }
    : null;

/** The earliest payroll run in scope not yet approved: its pay day, run-by date and funding. */
async function nextPayroll({ deps, user }: Context) {
  const [run] = await deps.db
    .select()
    .from(payrollRuns)
    .where(
      and(
        inArray(payrollRuns.status, ['pre_draft', 'pending']),
        tenantScope(user, payrollRunScope),
      ),
    )
    .orderBy(asc(payrollRuns.pay_date), asc(payrollRuns.id))
    .limit(1);
  if (!run) return null;
  let funding: number | null = null;
  try {
    // The preview the run's page shows: what would be paid now, with employer taxes.
    funding = (await previewOf(deps.db, deps.payroll ?? enginePayrollProvider, run)).totals
      .funding_cents;
  } catch (err) {
    // A state or tax year the provider does not cover: the run's page names it; here no total.
    if (!(err instanceof TaxNotComputableError)) throw err;
  }
  return { status: run.status, run_by: runByDate(run.pay_date), funding };
}

async function payrollTodos(c: Context): Promise<(DashboardTodo | null)[]> {
  const [toSubmit, toApprove] = await Promise.all([
    linkToList(c.deps, c.user, payrollRunsList, PAGES.payrollRuns, { status: 'pre_draft' }),
    linkToList(c.deps, c.user, payrollRunsList, PAGES.payrollRuns, { status: 'pending' }),
  ]);
  if (!toSubmit && !toApprove) return [];
  const next = await nextPayroll(c);
  const detail = (status: string): Extra =>
    next?.status === status
      ? {
          amount_cents: next.funding,
          amount_label: next.funding === null ? null : 'next payroll’s funding',
          due_date: next.run_by,
          due_label: 'run by',
          overdue: next.run_by < c.today,
        }
      : {};
  return [
    todo('payroll_to_submit', 'Payroll runs to submit', toSubmit, detail('pre_draft')),
    todo('payroll_to_approve', 'Payroll runs awaiting approval', toApprove, detail('pending')),
  ];
}

/**
 * What waits for the user, each counted by the list it links to with the same filters (so the
 * same scope and the same §6 access): an item the user may not open, or with nothing in it, is left out.
 */
export async function todosFor(deps: Deps, user: User, today: string): Promise<DashboardTodo[]> {
  const c = { deps, user, today };
  const week = lastWeek(today);
  const yesterday = addDays(today, -1);
  const [approvals, drafts, overdue, stuck, documents] = await Promise.all([
    linkToList(deps, user, approvalsList, PAGES.approvals, {}),
    // Clients and sales partners see others' drafts but enter no time: not theirs to chase.
    isClient(user) || isSalesPartner(user)
      ? null
      : linkToList(deps, user, timesheetsList, timesheetsPage(user), {
          status: 'draft',
          date_from: week.from,
          date_to: week.to,
        }),
    linkToList(deps, user, invoicesList, PAGES.invoices, {
      status: UNPAID,
      due_date_to: yesterday,
    }),
    linkToList(deps, user, onboardingList, PAGES.onboarding, {
      since_to: addDays(today, -ONBOARDING_STUCK_DAYS),
    }),
    linkToList(deps, user, verificationsList(deps.now), PAGES.verifications, {}),
  ]);
  // Clients decide on timesheets without an approvals queue (spec §6): theirs is the filtered list.
  const toDecide =
    approvals || !canDecideTimesheets(user)
      ? null
      : await linkToList(deps, user, timesheetsList, timesheetsPage(user), {
          status: 'submitted,signed',
        });
  const items = [
    todo('approvals', 'Approvals waiting', approvals),
    todo('timesheets_to_decide', 'Timesheets waiting for approval', toDecide),
    todo(
      'time_not_submitted',
      `Timesheets of last week not submitted (${week.from} – ${week.to})`,
      drafts,
    ),
    todo('invoices_overdue', 'Invoices overdue', overdue, {
      amount_cents: Number(overdue?.meta.total_remaining_cents ?? 0),
      amount_label: 'still owed',
    }),
    ...(await payrollTodos(c)),
    todo('onboarding_stuck', `Onboarding not finished after ${ONBOARDING_STUCK_DAYS} days`, stuck),
    todo('documents_to_verify', 'Documents to verify', documents),
  ];
  return items.filter((i): i is DashboardTodo => i !== null);
}
