import { bulkScreen } from '../../../../machines/kit/bulk.screen';
import { timesheetDefinition } from '../../../../machines/timesheet/timesheet.definition';
import type { Timesheet } from '../../../domain/contracts/timesheets';
import { formatDate } from '../../../domain/format/format';
import type { TimesheetAction } from '../../../domain/policy/timesheet-decisions';
import { workflowBulk } from '../../actors/workflow-resource';
import { BulkBar } from '../../components/kit/bulk-bar';

interface Props {
  /** The actions offered; the server judges each row in the preview. */
  actions: readonly TimesheetAction[];
  selected: string[];
  rows: Timesheet[];
  /** Called once Apply has run, so the list reloads. */
  onApplied(): void;
}

const logic = bulkScreen.provide({ actors: workflowBulk('timesheets') });

/** The timesheet lists' bulk actions on the generic bulk chart: a row reads as its date and contractor. */
export function BulkActions({ actions, selected, rows, onApplied }: Props) {
  const labels = () => Object.fromEntries(rows.filter((r) => selected.includes(r.id)).map((r) => [r.id, `${formatDate(r.date)} · ${r.contractor_name}`]));
  return <BulkBar logic={logic} meta={timesheetDefinition.actions} actions={actions} selected={selected} labels={labels} noun="timesheet" onApplied={onApplied} />;
}
