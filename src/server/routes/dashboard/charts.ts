import type { DashboardChart } from '../../../domain/contracts/dashboard';
import type { User } from '../../../domain/contracts/user';
import { ageBuckets, recentWeeks } from '../../../domain/dashboard/calendar';
import { addDays } from '../../../domain/payroll/periods';
import type { Deps } from '../../deps';
import { linkToList } from '../../kit/list-count';
import { invoicesList } from '../../../resources/invoices/server';
import { timesheetsList } from '../../../resources/timesheets/server';
import { PAGES, timesheetsPage } from './pages';
import { UNPAID } from './todos';

export const CHART_WEEKS = 12;

/** Hours of submitted, signed and approved time per week: each bar is its week's filtered list. */
async function hoursPerWeek(deps: Deps, user: User, today: string): Promise<DashboardChart | null> {
  const links = await Promise.all(
    recentWeeks(today, CHART_WEEKS).map(async (monday) => ({
      monday,
      link: await linkToList(deps, user, timesheetsList, timesheetsPage(user), {
        status: 'submitted,signed,approved',
        date_from: monday,
        date_to: addDays(monday, 6),
      }),
    })),
  );
  const bars = [];
  for (const { monday, link } of links) {
    if (!link) return null;
    bars.push({
      label: `Week of ${monday}`,
      value: Number(link.meta.total_hours_hundredths ?? 0),
      href: link.href,
    });
  }
  return {
    key: 'hours_per_week',
    title: `Hours per week, last ${CHART_WEEKS} weeks`,
    unit: 'hours',
    description: `Hours of submitted, signed and approved timesheets in each week (Monday to Sunday) of the last ${CHART_WEEKS} weeks; drafts and rejected time never count.`,
    bars,
  };
}

/** What unpaid invoices still owe, by how late they are; only for users who see invoices. */
async function receivablesByAge(
  deps: Deps,
  user: User,
  today: string,
): Promise<DashboardChart | null> {
  const buckets = await Promise.all(
    ageBuckets(today).map(async (b) => ({
      b,
      link: await linkToList(deps, user, invoicesList, PAGES.invoices, {
        status: UNPAID,
        ...(b.due_from ? { due_date_from: b.due_from } : {}),
        ...(b.due_to ? { due_date_to: b.due_to } : {}),
      }),
    })),
  );
  const bars = [];
  for (const { b, link } of buckets) {
    if (!link) return null;
    bars.push({
      label: b.label,
      value: Number(link.meta.total_remaining_cents ?? 0),
      href: link.href,
    });
  }
  return {
    key: 'receivables_by_age',
    title: 'Receivables by age',
    unit: 'money',
    description:
      'What sent, unpaid invoices (open or partially paid) still owe, by days past their due date; drafts and void invoices never count.',
    bars,
  };
}

export async function chartsFor(deps: Deps, user: User, today: string): Promise<DashboardChart[]> {
  const charts = await Promise.all([
    hoursPerWeek(deps, user, today),
    receivablesByAge(deps, user, today),
  ]);
  return charts.filter((c): c is DashboardChart => c !== null);
}
