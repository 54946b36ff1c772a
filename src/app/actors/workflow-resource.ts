import { fromPromise } from 'xstate';
import type { z } from 'zod';
import type { BulkOutcome, BulkRequest } from '../../../machines/kit/bulk.screen';
import {
  resourceDetailScreen,
  type DetailLoad,
} from '../../../machines/kit/resource-detail.screen';
import { BulkResult, HistoryEntry } from '../../domain/contracts/workflow';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';
import { performWorkflowAction } from './workflow-action';

const History = (entry: typeof HistoryEntry) => ({
  parse: (b: unknown) => (b as { data: unknown[] }).data.map((e) => entry.parse(e)),
});

/**
 * Any workflow resource's detail and history (`GET <path>/{id}` and `/history`), checked against its
 * contract. Its `actions` ride along unread: the page asks the shared workflow definition.
 */
const workflowDetailLoader = (path: string, detail: z.ZodType) =>
  fromPromise<DetailLoad, { id: string }>(({ input, signal }) =>
    withApiErrors(async () => {
      const [item, history] = await Promise.all([
        http
          .get(`${path}/${input.id}`, { signal })
          .json()
          .then((b) => detail.parse(b)),
        http
          .get(`${path}/${input.id}/history`, { signal })
          .json()
          .then((b) => History(HistoryEntry).parse(b)),
      ]);
      return { item, history };
    }),
  );

/** The detail chart bound to a workflow resource: its record and history, and its actions taken. */
export const workflowDetailLogic = (path: string, detail: z.ZodType) =>
  resourceDetailScreen.provide({
    actors: {
      loadDetail: workflowDetailLoader(path, detail),
      performAction: performWorkflowAction(path),
    },
  });

/**
 * Any workflow resource's bulk preview and apply (`POST <path>/bulk/preview|apply`). Each Apply is one
 * decision with its own Idempotency-Key: the server runs a money-moving bulk action once however often
 * the request arrives.
 */
export const workflowBulk = (path: string) => {
  const step = (name: 'preview' | 'apply') =>
    fromPromise<BulkOutcome, BulkRequest>(({ input, signal }) =>
      withApiErrors(async () =>
        BulkResult.parse(
          await http
            .post(`${path}/bulk/${name}`, {
              json: input,
              signal,
              ...(name === 'apply' ? { headers: { 'Idempotency-Key': crypto.randomUUID() } } : {}),
            })
            .json(),
        ),
      ),
    );
  return { previewBulk: step('preview'), applyBulk: step('apply') };
};
