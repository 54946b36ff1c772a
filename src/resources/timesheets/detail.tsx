import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { resourceDetailScreen, detailWorkflow } from '../../../machines/kit/resource-detail.screen';
import { subjectOfTimesheet, timesheetDefinition } from './definition';
import type { HistoryEntry, TimesheetDetail } from './contract';
import type { User } from '../../domain/contracts/user';
import { formatDate } from '../../domain/format/format';
import { loadTimesheetDetail, performTimesheetAction, runTimesheetStep } from './detail-actors';
import {
  DetailSection,
  ResourceDetailView,
  type DetailPageProps,
} from '../../app/components/kit/resource-detail-view';
import { useSession } from '../../app/features/session/provider';
import { HistoryTimeline } from '../../app/components/kit/history-timeline';
import { SignApproveButton } from './sign-approve-dialog';
import { TimesheetFields } from './timesheet-fields';

const logic = resourceDetailScreen.provide({
  actors: {
    loadDetail: loadTimesheetDetail,
    performAction: performTimesheetAction,
    runStep: runTimesheetStep,
  },
});

/** The timesheet workflow as this user meets it, asked of the shared definition. */
export const timesheetWorkflowFor = (user: User) =>
  detailWorkflow(
    timesheetDefinition,
    (d: TimesheetDetail) => subjectOfTimesheet(d.timesheet),
    user,
  );

export interface TimesheetDetailProps {
  backHref: string;
  backLabel: string;
  /** The caller may have an approval link mailed to the approver (canRequestApproval). */
  mayRequestApproval?: boolean;
}

/** The server sends links only for timesheets waiting for a decision; the button follows. */
const AWAITS_DECISION = new Set(['submitted', 'signed']);

/** What the generic detail page shows of a timesheet. */
export function timesheetPage({
  backHref,
  backLabel,
  mayRequestApproval = false,
}: TimesheetDetailProps): DetailPageProps<TimesheetDetail, HistoryEntry> {
  return {
    title: (d) =>
      d
        ? `Timesheet of ${d.timesheet.contractor_name} on ${formatDate(d.timesheet.date)}`
        : 'Timesheet',
    discussAs: 'timesheet',
    back: { href: backHref, label: backLabel },
    noun: 'timesheet',
    sections: (d, history) => (
      <>
        <DetailSection id="fields" title="Details">
          <TimesheetFields t={d.timesheet} />
        </DetailSection>
        <DetailSection id="history" title="History">
          <HistoryTimeline entries={history ?? []} />
        </DetailSection>
      </>
    ),
    // Submitting captures the device location, which the entry page does.
    // A client requiring a signature signs and approves in one dialog: still two actions on the timesheet.
    elsewhere: (d, reload) => ({
      sign: <SignApproveButton id={d.timesheet.id} onChanged={reload} />,
      submit: (
        <Link
          to="/timesheets/new"
          search={{ id: d.timesheet.id }}
          className="inline-block rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
        >
          Edit and submit
        </Link>
      ),
    }),
    steps: (d) =>
      mayRequestApproval && AWAITS_DECISION.has(d.timesheet.status)
        ? [{ step: 'emailApprovalLink', label: 'Email approval link' }]
        : [],
  };
}

/** One timesheet: its fields, the actions the shared workflow opens to this user (and why not the others), its history. */
export function TimesheetDetailView({ id, ...props }: TimesheetDetailProps & { id: string }) {
  const { user } = useSession();
  const workflow = useMemo(() => (user ? timesheetWorkflowFor(user) : null), [user]);
  return (
    <ResourceDetailView
      key={`${id}:${user?.id ?? ''}`}
      logic={logic}
      id={id}
      workflow={workflow}
      {...timesheetPage(props)}
    />
  );
}
