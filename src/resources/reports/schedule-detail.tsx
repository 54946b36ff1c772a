import { resourceDetailScreen } from '../../../machines/kit/resource-detail.screen';
import type { ReportSchedule } from './contract';
import type { Subject } from '../../domain/policy/capabilities';
import type { ReportKey } from '../../domain/reports/catalogue';
import { scheduleForm } from './form';
import { loadScheduleDetail, runScheduleStep } from './actors';
import { FieldList } from '../../app/components/kit/field-list';
import {
  DetailSection,
  ResourceDetailView,
  type DetailPageProps,
} from '../../app/components/kit/resource-detail-view';
import { ResourceFormView } from '../../app/components/kit/resource-form-view';
import { paramsText } from './pages';
import { nextRunText, whenText } from './schedule-text';

const logic = resourceDetailScreen.provide({
  actors: { loadDetail: loadScheduleDetail, runStep: runScheduleStep },
});

/** What the detail chart is told about a schedule: its heading, its fields, and pause or resume. */
export const scheduleDetailPage: DetailPageProps<ReportSchedule, never> = {
  title: (s) => (s ? `Schedule: ${s.report_title}` : 'Schedule'),
  back: { href: '/report_schedules', label: '← Report Schedules' },
  noun: 'schedule',
  // The form is the schedule's report's (its parameters): the link names the report it was read with.
  editHref: (s) => `/report_schedules/${s.id}?edit=${s.report}`,
  steps: (s) => [
    s.paused ? { step: 'resume', label: 'Resume' } : { step: 'pause', label: 'Pause' },
  ],
  sections: (s) => (
    <DetailSection id="schedule" title="Details">
      <FieldList
        layout="table"
        fields={[
          ['Report', s.report_title],
          ['Parameters', paramsText(s) || '--'],
          ['When', whenText(s)],
          ['Next run', nextRunText(s)],
          ['Mailed to', s.recipients.map((p) => `${p.name} <${p.email}>`).join(', ') || '--'],
          ['Status', s.paused ? 'Paused' : 'Active'],
        ]}
      />
    </DetailSection>
  ),
};

/** /report_schedules/{id}: one schedule, paused or resumed through the kit's detail chart. */
export function ReportScheduleDetail({ id }: { id: string }) {
  return (
    <ResourceDetailView<ReportSchedule, never>
      key={id}
      logic={logic}
      id={id}
      workflow={null}
      {...scheduleDetailPage}
    />
  );
}

/**
 * `/report_schedules/{id}?edit=<report>`: the schedule's timing, recipients and its report's
 * parameters on the form kit, saved with `PATCH /v2/report_schedules/{id}`; what the server refuses
 * shows by its field, and a saved schedule opens its page.
 */
export function ReportScheduleEdit({
  id,
  report,
  user,
}: {
  id: string;
  report: ReportKey;
  user: Subject;
}) {
  return (
    <ResourceFormView
      key={`${id}-${report}`}
      apiPath="/report_schedules"
      form={scheduleForm(report)}
      user={user}
      id={id}
      title="Edit schedule"
      cancelHref={`/report_schedules/${id}`}
      savedHref={savedScheduleHref}
    />
  );
}

const savedScheduleHref = (id: string) => `/report_schedules/${id}`;
