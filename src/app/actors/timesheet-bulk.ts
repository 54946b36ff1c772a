import { fromPromise } from 'xstate';
import type { BulkOutcome, BulkRequest } from '../../../machines/kit/bulk.screen';
import { BulkResult } from '../../domain/contracts/timesheets';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';

const bulk = (step: 'preview' | 'apply') =>
  fromPromise<BulkOutcome, BulkRequest>(({ input, signal }) =>
    withApiErrors(async () => BulkResult.parse(await http.post(`timesheets/bulk/${step}`, { json: input, signal }).json())),
  );

export const previewBulk = bulk('preview');
export const applyBulk = bulk('apply');
