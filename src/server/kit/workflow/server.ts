import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ZodObject, ZodType } from 'zod';
import type {
  ActionInput,
  WorkflowDefinition,
  WorkflowSubject,
} from '../../../../machines/kit/workflow';
import type { User } from '../../../domain/contracts/user';
import type { Db, Tx } from '../../db/client';
import type { EventStream } from '../../events/payloads';
import type { EventOrigin, StoredEvent } from '../../events/store';
import type { Subscriber } from '../../events/subscriber';
import type { TenantColumns } from '../scope';

/** What a reducer reads of an event; both stored events and events about to be stored fit. */
export interface ProjectedEvent {
  type: string;
  version: number;
  payload: Record<string, unknown>;
  actor_user_id: string | null;
  ip: string | null;
  location: Record<string, unknown> | null;
  occurred_at: string;
}

/** A projection row: the record's current state, at the version of its last event. */
export interface ProjectionRow {
  id: string;
  version: number;
}

/**
 * A select the kit narrows to one id within the caller's tenant scope, or to many ids it reads
 * and locks at once, in id order (`recordStepsOnAll`).
 */
export interface ScopedSelect<J> {
  where(where: SQL | undefined): PromiseLike<J[]> & {
    orderBy(...by: SQL[]): {
      for(strength: 'no key update', config: { of: PgTable }): PromiseLike<J[]>;
    };
  };
}

/**
 * What the server needs of one workflow besides its shared definition: where its records live, how a
 * record (with its joins) reads as the chart's subject and as the API's item, the reducer of its
 * events, and the schema of each event's payload. The kit does the rest: scope, judge, perform, bulk,
 * history, rebuild, routes.
 */
export interface WorkflowServer<J, Row extends ProjectionRow, S, F, A extends string, Item> {
  // The definition's chart events are read only through the definition itself.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  definition: WorkflowDefinition<S, F, A, any>;
  /** Under /v2: `${apiPath}/:id`, `/:id/actions/:action`, `/:id/history`, `/bulk/preview|apply`. */
  apiPath: `/${string}`;
  /** The detail is `{ [itemKey]: item, actions }`. */
  itemKey: string;
  item: ZodType<Item>;
  /** An action's body: reason and evidence, and what else an action of this workflow records. */
  actionBody: ZodObject;
  /** The records with their joins; the kit adds the id and the tenant scope. */
  rows: (db: Db | Tx) => ScopedSelect<J>;
  id: PgColumn;
  scope: TenantColumns;
  /** Who may open the workflow's records at all (403 with the message otherwise); scope still applies. */
  access?: { allowed: (user: User) => boolean; message: string };
  toDto: (record: J, viewer: User) => Item;
  /** The projection row inside a loaded record. */
  row: (record: J) => Row;
  /** The chart state a projection row holds. */
  storedOf: (row: Row) => S;
  /** What the chart's guards read beyond the state. */
  facts: (record: J) => F;
  /** What the guards read when the record's projection was `row` (the auditor's replay); default `facts`. */
  factsAt?: (record: J, row: Row) => F;
  /**
   * The row before the stream's first event, for records written without a creation event (billing's
   * transactions, whose stream starts at the first hold): the auditor's replay folds from it.
   */
  beforeStream?: (record: J, first: ProjectedEvent) => Row;
  table: PgTable & { id: PgColumn; version: PgColumn };
  /**
   * Columns that other code writes without events (billing's status and invoice of a transaction):
   * the projection update also requires them as read, so such a write in between is a lost race (409)
   * rather than overwritten.
   */
  unchanged?: readonly (keyof Row & string)[];
  /** The one reducer: the live path computes the next row with it, a rebuild folds it over the stream. */
  reduce: (row: Row | null, event: ProjectedEvent) => Row;
  events: EventStream;
  /**
   * Actions that move money (send an invoice, retry a transfer): each takes an Idempotency-Key, and
   * the same request sent again with it has one effect (kit/idempotency.ts).
   */
  moneyActions?: readonly A[];
  /** Where the actor stood, for the actions that record it. */
  locationOf?: (action: A, input: ActionInput) => Record<string, unknown> | null;
  /**
   * What an action records beyond its texts, worked out in its transaction before the event is
   * appended (an invoice's number and due date when it is sent).
   */
  recordsAlso?: (
    tx: Tx,
    action: A,
    record: J,
    origin: EventOrigin,
    input: ActionInput,
    deliverTo: readonly Subscriber[],
  ) => Promise<Record<string, unknown>>;
  /**
   * Writes to other tables in the transition's transaction, after the projection (an invoice's
   * transactions); events it appends are queued for `deliverTo`, the transition's own subscribers.
   */
  alongside?: (
    tx: Tx,
    type: string,
    next: Row,
    origin: EventOrigin,
    deliverTo: readonly Subscriber[],
  ) => Promise<void>;
  /** Whether history hides where this event's actor stood (IP, device, location) from the viewer. */
  hidesOrigin?: (viewer: User, event: StoredEvent) => boolean;
  /** What the audit replay says a step did beyond its name, by event version (an allocation's payment and amount). */
  stepDetails?: (db: Db, stream: readonly StoredEvent[]) => Promise<Map<number, string>>;
}

export const defineWorkflowServer = <J, Row extends ProjectionRow, S, F, A extends string, Item>(
  s: WorkflowServer<J, Row, S, F, A, Item>,
) => s;

export const subjectOf = <J, Row extends ProjectionRow, S, F, A extends string, Item>(
  server: WorkflowServer<J, Row, S, F, A, Item>,
  record: J,
): WorkflowSubject<S, F> => ({
  stored: server.storedOf(server.row(record)),
  facts: server.facts(record),
});
