import type { DashboardMoney } from '../../../domain/contracts/dashboard';
import type { User } from '../../../domain/contracts/user';
import { addDays } from '../../../domain/payroll/periods';
import { isClient, isContractor } from '../../../domain/policy/capabilities';
import type { Deps } from '../../deps';
import { linkToList, type ListLink } from '../../kit/list-count';
import { invoicesList } from '../../../resources/invoices/server';
import { paychecksList } from '../../../resources/payroll-runs/server';
import { PAGES } from './pages';
import { UNPAID } from './todos';

const figure = (
  key: string,
  label: string,
  counts: string,
  link: ListLink | null,
  sum: 'total_remaining_cents' | 'total_gross_cents',
): DashboardMoney | null =>
  link && { key, label, counts, cents: Number(link.meta[sum] ?? 0), href: link.href };

/** The first and last day of the month holding `today`. */
function monthOf(today: string) {
  const first = `${today.slice(0, 8)}01`;
  const next = new Date(`${first}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { first, last: addDays(next.toISOString().slice(0, 10), -1) };
}

/**
 * Money totals in the user's scope, each the sum its linked list reports for the same filters:
 * receivables and overdue where the user sees invoices (a client: what it owes), gross pay this
 * month where the user sees paychecks, a worker's earnings this year.
 */
export async function moneyFor(deps: Deps, user: User, today: string): Promise<DashboardMoney[]> {
  const month = monthOf(today);
  const [unpaid, overdue, paid] = await Promise.all([
    linkToList(deps, user, invoicesList, PAGES.invoices, { status: UNPAID }),
    linkToList(deps, user, invoicesList, PAGES.invoices, {
      status: UNPAID,
      due_date_to: addDays(today, -1),
    }),
    isContractor(user)
      ? linkToList(deps, user, paychecksList, PAGES.paychecks, {
          pay_date_from: `${today.slice(0, 4)}-01-01`,
          pay_date_to: today,
        })
      : linkToList(deps, user, paychecksList, PAGES.paychecks, {
          pay_date_from: month.first,
          pay_date_to: month.last,
        }),
  ]);
  const owes = isClient(user);
  const items = [
    figure(
      'receivables',
      owes ? 'Amount due' : 'Receivables',
      owes
        ? 'Invoices sent to you and not yet paid in full; drafts and void invoices never count'
        : 'Sent invoices not yet paid in full (open or partially paid); drafts and void invoices never count',
      unpaid,
      'total_remaining_cents',
    ),
    figure(
      'overdue',
      'Overdue',
      'Of those, the ones past their due date',
      overdue,
      'total_remaining_cents',
    ),
    isContractor(user)
      ? figure(
          'earnings_ytd',
          'Earnings this year',
          `Gross pay on your paychecks dated ${today.slice(0, 4)}; payroll runs not yet approved never count`,
          paid,
          'total_gross_cents',
        )
      : figure(
          'gross_pay_month',
          'Gross pay this month',
          `Gross pay on paychecks dated ${month.first} – ${month.last}; payroll runs not yet approved never count`,
          paid,
          'total_gross_cents',
        ),
  ];
  return items.filter((i): i is DashboardMoney => i !== null);
}
