import type { Assignment } from '../../../domain/contracts/assignments';
import { formatDate, formatMoney, orMissing } from '../../../domain/format/format';
import type { Subject } from '../../../domain/policy/capabilities';
import { assignmentsResource } from '../../../domain/resources/assignments';
import { resourceDetailLogic } from '../../actors/resource-detail';
import { FieldList } from '../../components/kit/field-list';
import { NotesFor } from '../../components/kit/notes-section';
import { useShell } from '../shell/shell-page';
import {
  DetailSection,
  ResourceDetailView,
  type DetailPageProps,
} from '../../components/kit/resource-detail-view';
import { CardTable } from '../../components/kit/card-table';

/** A rate not set yet (an assignment a client placed, before the employer prices it) shows as --. */
const rate = (cents: number | null) => (cents === null ? '--' : `${formatMoney(cents)}/h`);

function Rates({ a }: { a: Assignment }) {
  const rows: [string, number | null, number | null][] = [
    ['Regular', a.pay_rate_cents, a.bill_rate_cents],
    ['Overtime', a.overtime_pay_rate_cents, a.overtime_bill_rate_cents],
    ['Double overtime', a.double_overtime_pay_rate_cents, a.double_overtime_bill_rate_cents],
    ['Holiday', a.holiday_pay_rate_cents, a.holiday_bill_rate_cents],
  ];
  const showBill = rows.some(([, , bill]) => bill !== null);
  return (
    <CardTable className="mt-4 w-full max-w-xl rounded-lg bg-white text-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <caption className="p-2 text-left font-semibold">Rates</caption>
      <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        <tr>
          <th scope="col" className="p-2">
            Rate
          </th>
          <th scope="col" className="p-2 text-right">
            Pay
          </th>
          {showBill && (
            <th scope="col" className="p-2 text-right">
              Bill
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, pay, bill]) => (
          <tr key={label} className="border-t border-slate-200 dark:border-slate-800">
            <th scope="row" className="p-2 text-left font-medium">
              {label}
            </th>
            <td className="p-2 text-right tabular-nums">{rate(pay)}</td>
            {showBill && <td className="p-2 text-right tabular-nums">{rate(bill)}</td>}
          </tr>
        ))}
      </tbody>
    </CardTable>
  );
}

/** Assignments keep no history. */
const logic = resourceDetailLogic(assignmentsResource);

const page = (user: Subject | null): DetailPageProps<Assignment, never> => ({
  title: (a) => (a ? `${a.job_title} · ${a.client_name}` : 'Assignment'),
  back: { href: '/assignments', label: '← Assignments' },
  noun: 'assignment',
  sections: (a) => (
    <>
      <DetailSection id="fields" title="Details">
        <FieldList
          layout="table"
          fields={[
            ['Contractor', a.contractor_name],
            ['Client', a.client_name],
            ['Job title', a.job_title],
            ['Classification', a.job_classification],
            ['Start date', formatDate(a.start_date)],
            ['End date', formatDate(a.end_date)],
            [
              'Processing status',
              a.processing_status_message
                ? `${a.processing_status}: ${a.processing_status_message}`
                : a.processing_status,
            ],
            ['Has worked', a.has_worked ? 'Yes' : 'No'],
            ['Work location', orMissing(a.work_location)],
            ['Hours-only entry', a.allows_hours_only ? 'Allowed' : 'No: start and end times'],
            ['State', orMissing(a.state)],
          ]}
        />
      </DetailSection>
      <Rates a={a} />
      <NotesFor subjectType="assignments" subjectId={a.id} user={user} />
    </>
  ),
});

/** /assignments/{id}: fields and rates; bill rates appear only for users allowed to see billing. */
export function AssignmentDetailView({ id, editable }: { id: string; editable: boolean }) {
  const { user } = useShell();
  return (
    <ResourceDetailView
      key={id}
      logic={logic}
      id={id}
      workflow={null}
      {...page(user)}
      editHref={editable ? (a) => `/create_assignment/${a.id}` : undefined}
    />
  );
}
