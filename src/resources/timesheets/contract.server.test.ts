import { resourceContract } from '../../../tests/kit/resource-contract';
import { workflowContract } from '../../../tests/kit/workflow-contract';
import type { TimesheetDetail } from '../../domain/contracts/timesheets';
import { timesheetsResource } from '../../domain/resources/timesheets';
import { timesheetServer } from './workflow.server';

resourceContract(timesheetsResource, {
  perPage: 7,
  adminPerPage: 200,
  itemOf: (detail) => (detail as TimesheetDetail).timesheet,
});
workflowContract(timesheetServer);
