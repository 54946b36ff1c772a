import { workflowContract } from '../../../../tests/kit/workflow-contract';
import { timesheetServer } from './workflow';

workflowContract(timesheetServer);
