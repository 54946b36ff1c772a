import { statusWorkflowManifest } from '../../../machines/kit/status-workflow';
import { distributionStatusWorkflow } from './chart';

export const distributions = statusWorkflowManifest(
  'distributions',
  distributionStatusWorkflow,
  'Commission distribution',
);
