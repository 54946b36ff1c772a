import type { PgColumn } from 'drizzle-orm/pg-core';
import { z, type ZodObject, type ZodRawShape } from 'zod';
import type { WorkflowDefinition } from '../../../../machines/kit/workflow';
import { ActionTexts } from '../../../domain/contracts/workflow';
import type { ResourceDefinition } from '../../../domain/resources/define';
import type { ListQueryDescriptor } from '../../../domain/resources/list-query';
import type { EventStream } from '../../events/payloads';
import { registerList } from '../register';
import type { ResourceServerPart } from '../resource-part';
import type { ResourceQuery } from '../resource-query';
import { tableQuery } from '../table-query';
import { registerWorkflow } from './register';
import { transitionPayload } from './payloads';
import {
  defineWorkflowServer,
  type ProjectedEvent,
  type ProjectionRow,
  type WorkflowServer,
} from './server';

/** What the server reads of a `defineStatusWorkflow` (machines/kit/status-workflow.ts). */
export interface StatusWorkflowParts<S extends string, F, A extends string> {
  name: string;
  initial: S;
  statuses: readonly S[];
  // The chart events are read only through the definition itself.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  definition: WorkflowDefinition<{ status: S }, F, A, any>;
  records: Readonly<Record<string, ZodRawShape>>;
  stamps: Readonly<Record<string, string | undefined>>;
}

/** Where the API serves a workflow's records, and what each is: all its routes read of its resource. */
type WorkflowPlace<Item> = Pick<
  ResourceDefinition<Item, ListQueryDescriptor, string>,
  'apiPath' | 'item'
>;

/** What a row holds before any event but its creation: everything its creation does not set. */
type Derived = 'status' | 'version' | 'created_at';
type StatusRow<S extends string> = ProjectionRow & { status: S; created_at: string };

/**
 * A status workflow on the server: its event payloads (`<name>.created` as given, each transition
 * the kit's `from`/`to` plus what the declaration records) and its one reducer (the status from the
 * transition, the event's time in its declared `at` column, `project` for anything else), so the
 * resource writes only its creation and the rest of `defineWorkflowServer`.
 */
export function defineStatusWorkflowServer<
  J,
  Row extends StatusRow<S>,
  S extends string,
  F,
  A extends string,
  Item,
  C extends ZodRawShape,
  R extends WorkflowPlace<Item>,
>(
  s: Omit<
    WorkflowServer<J, Row, { status: S }, F, A, Item>,
    | 'definition'
    | 'storedOf'
    | 'reduce'
    | 'events'
    | 'apiPath'
    | 'itemKey'
    | 'item'
    | 'actionBody'
    | 'id'
  > &
    Partial<Pick<WorkflowServer<J, Row, { status: S }, F, A, Item>, 'itemKey' | 'actionBody'>> & {
      workflow: StatusWorkflowParts<S, F, A>;
      /**
       * Its path, item contract and list query: the API serves the workflow where it serves the list.
       * A workflow with no list of its own (identity verifications) gives only its path and item.
       */
      resource: R;
      /** The payload of `<name>.created`. */
      created: ZodObject<C>;
      /** The row a creation writes, from its payload, before the kit sets status, version and created_at. */
      createdRow: (payload: z.infer<ZodObject<C>>, e: ProjectedEvent) => Omit<Row, Derived>;
      /** Columns a transition sets beyond its status and timestamp (a rejection's reason). */
      project?: (row: Row, e: ProjectedEvent) => Partial<Row>;
    },
) {
  const { workflow: wf, resource, created, createdRow, project, ...rest } = s;
  const step = transitionPayload(z.strictObject({ status: z.enum(wf.statuses as [S, ...S[]]) }));
  const events: EventStream = {
    type: wf.name,
    payloads: {
      [`${wf.name}.created`]: created,
      ...Object.fromEntries(
        Object.entries(wf.records).map(([type, shape]) => [type, step.extend(shape)]),
      ),
    },
  };
  function reduce(row: Row | null, e: ProjectedEvent): Row {
    if (e.type === `${wf.name}.created`) {
      const first = createdRow(created.parse(e.payload), e);
      return { ...first, status: wf.initial, version: e.version, created_at: e.occurred_at } as Row;
    }
    if (!row) throw new Error(`${e.type} before ${wf.name}.created`);
    const at = wf.stamps[e.type];
    return {
      ...row,
      status: (e.payload.to as { status: S }).status,
      version: e.version,
      ...(at ? { [at]: e.occurred_at } : {}),
      ...project?.(row, e),
    };
  }
  // The texts an action asks for are the body's; a workflow whose actions ask none takes an empty one.
  const texts = Object.values<{ needs?: string }>(wf.definition.actions).some((a) => a.needs);
  const server = defineWorkflowServer<J, Row, { status: S }, F, A, Item>({
    itemKey: wf.name,
    actionBody: texts ? ActionTexts : z.object({}),
    ...rest,
    apiPath: resource.apiPath,
    item: resource.item,
    id: rest.table.id,
    definition: wf.definition,
    storedOf: (row) => ({ status: row.status }),
    reduce,
    events,
  });
  return { ...server, resource };
}

/**
 * A status workflow's server part: its list (and CSV) with the workflow's rows, scope, DTO and access, each filter
 * and sort on the table's column of the same name unless `sorts` names others; and the workflow's detail,
 * actions, history and bulk.
 */
export function statusWorkflowPart<
  J,
  Row extends StatusRow<S>,
  S extends string,
  F,
  A extends string,
  Item,
  D extends ListQueryDescriptor,
>(
  server: WorkflowServer<J, Row, { status: S }, F, A, Item> & {
    resource: ResourceDefinition<Item, D, string>;
  },
  list: { sorts?: Partial<Record<D['sorts'][number], PgColumn[]>>; summary?: string } = {},
): ResourceServerPart {
  const { resource } = server;
  const columns = server.table as unknown as Record<string, PgColumn | undefined>;
  const column = (key: string) => {
    const c = columns[key];
    if (!c) throw new Error(`${resource.name}: no column ${key} for its list's filter or sort`);
    return c;
  };
  const sorts: Record<string, PgColumn[] | undefined> = list.sorts ?? {};
  const query: ResourceQuery<J, D> = {
    // A status workflow's rows are a dynamic select: the list pages them as the workflow scopes them.
    rows: server.rows as unknown as ResourceQuery<J, D>['rows'],
    ...tableQuery(server.table),
    filters: Object.fromEntries(
      Object.keys(resource.query.filters).map((k) => [k, column(k)]),
    ) as ResourceQuery<J, D>['filters'],
    sorts: Object.fromEntries(
      resource.query.sorts.map((k) => [k, sorts[k] ?? [column(k)]]),
    ) as ResourceQuery<J, D>['sorts'],
  };
  const summary =
    list.summary ??
    `${resource.labels.plural} in your scope: filters, sort, paging; ?format=csv downloads every matching row`;
  return {
    routes: async (app, deps) => {
      registerList(
        app,
        deps,
        resource,
        { query, scope: server.scope, toDto: server.toDto },
        { path: server.apiPath, summary, ...(server.access ? { access: server.access } : {}) },
      );
      registerWorkflow(app, deps, server);
    },
  };
}
