import { resourceContract } from '../../../tests/kit/resource-contract';
import { workflowContract } from '../../../tests/kit/workflow-contract';
import { timesheetsResource, type TimesheetDetail } from './contract';
import { timesheetServer } from './workflow.server';

resourceContract(timesheetsResource, {
  perPage: 7,
  adminPerPage: 200,
  itemOf: (detail) => (detail as TimesheetDetail).timesheet,
});
workflowContract(timesheetServer);
