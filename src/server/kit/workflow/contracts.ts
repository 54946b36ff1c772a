import { z, type ZodObject } from 'zod';
import { HistoryEntry, workflowContracts } from '../../../domain/contracts/workflow';
import type { EventStream } from '../../events/payloads';
import type { ProjectionRow, WorkflowServer } from './server';

/** History with each entry's payload typed by its event type's schema. */
export function historySchema(stream: EventStream) {
  const entries = Object.entries(stream.payloads).map(([type, payload]) =>
    HistoryEntry.extend({ type: z.literal(type), payload }),
  );
  return z.object({
    data: z.array(z.discriminatedUnion('type', entries as unknown as [ZodObject, ...ZodObject[]])),
  });
}

/** The request and response schemas of a workflow's routes, from its definition and server part. */
export function workflowSchemas<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  server: WorkflowServer<J, Row, S, F, A, Item>,
) {
  const { Action, ActionAvailability, BulkRequest } = workflowContracts(
    Object.keys(server.definition.actions) as [A, ...A[]],
  );
  return {
    Action,
    BulkRequest,
    Detail: z.object({ [server.itemKey]: server.item, actions: z.array(ActionAvailability) }),
    // An action without a body is fine: most need no text.
    ActionBody: z.preprocess((v) => v ?? {}, server.actionBody),
    History: historySchema(server.events),
  };
}
