import { setup, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { z, type ZodObject, type ZodRawShape } from 'zod';
import { User } from '../../src/domain/contracts/user';
import type { ActionMeta } from '../../src/domain/workflow/action-meta';
import { chartEntry } from './chart-entry';
import type { ChartWorkflowView } from './chart-graph';
import { defineManifest, type ResourceManifest } from './resource-manifest';
import { capabilityCheck, chartGuards, ruleFailures, type Check, type GuardRule } from './rules';
import {
  defineWorkflow,
  type ActionTexts,
  type ChartEvent,
  type WorkflowDefinition,
  type WorkflowSubject,
} from './workflow';

/** What a status workflow's guards read of an event: who acts, and the text its action asks for. */
export type StatusCheckEvent = ChartEvent & ActionTexts;
/** One check of a status workflow's guard, on the facts its `facts` schema declares. */
export type StatusCheck<FS extends ZodObject> = Check<z.infer<FS>, StatusCheckEvent>;

/** One event: the action that sends it, what it records, its timestamp, and the rule that allows it. */
export interface StatusEventDeclaration<F, A extends string> {
  /** The API action (`/actions/{action}`) that sends it; without one only the system sends it. */
  action?: A;
  /** What its stored event records beyond the transition (a text the action needs is added). */
  records?: ZodRawShape;
  /** The projection's column stamped with the event's time (`paid_at`). */
  at?: string;
  /**
   * The refusal when the text its action needs is missing, where the spec words it itself
   * (expenses: "A rejection needs a reason."); the house's "It needs a reason." otherwise.
   */
  needsWords?: string;
  /**
   * The chart guard by name and its business rule in words; its checks follow the action's own
   * (may this user ever, spec §6; is the text it needs there: "It needs a reason.").
   */
  guard: { name: string; description: string; checks?: readonly Check<F, StatusCheckEvent>[] };
}

/** One status: its meaning in words, and the events that leave it for which status. */
export interface StatusDeclaration<K extends string, S extends string> {
  description: string;
  on?: Partial<Record<K, S>>;
  /** A transition's own words where its rule's do not say what it means from here. */
  descriptions?: Partial<Record<K, string>>;
  final?: true;
}

/** A status workflow folder's name and its chart's title in the registries. */
export interface FolderEntry {
  folder: string;
  title: string;
}

/** The declaration's `manifest`, built: a folder's entry when it names one. */
type ManifestOf<M> = M extends FolderEntry ? ResourceManifest : undefined;

/** A status workflow said once: its chart, events, guards, action map and definition derive from it. */
export interface StatusWorkflowDeclaration<
  N extends string,
  S extends string,
  K extends string,
  A extends string,
  FS extends ZodRawShape,
  P extends string = N,
  M extends FolderEntry | undefined = undefined,
> {
  /** The chart's id, the event stream's type and every event's prefix (`distribution.markPaid`). */
  name: N;
  /**
   * Its folder's entry in the shared registries, so the folder needs no `manifest.ts`: the chart of
   * `src/resources/<folder>/chart.ts` under `title` (statecharts/, the developers' pages).
   */
  manifest?: M;
  /**
   * The chart's id when it is not the name: a workflow whose chart was exported under another id
   * before it was declared here keeps that id (`timeOffRequest` of `time_off_request`).
   */
  chartId?: string;
  /**
   * Every event's prefix when it is not the name: stored events keep the type they were recorded
   * under (`identity.verified` in the `identity_verification` stream).
   */
  eventPrefix?: P;
  /** For refusals: "You may not mark paid distributions". */
  plural: string;
  description: string;
  /** What the guards read beyond the status. */
  facts: ZodObject<FS>;
  actions: Readonly<Record<A, ActionMeta>>;
  initial: NoInfer<S>;
  statuses: Record<S, StatusDeclaration<NoInfer<K>, NoInfer<S>>>;
  events: Record<K, StatusEventDeclaration<z.infer<ZodObject<FS>>, NoInfer<A>>>;
}

/** A chart event of the workflow: its type, the acting user and the texts its action carries. */
export type StatusEvent<N extends string, K extends string> = {
  [k in K]: { type: `${N}.${k}`; user: User } & ActionTexts;
}[K];

/** The house's words for an action sent without the text it needs. */
const needsWords = { reason: 'It needs a reason.', evidence: 'It needs evidence.' } as const;

/** `invoicePaid` → `invoice_paid`: a fact's name as the item's field. */
type Snake<K extends string> = K extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Snake<T>}`
  : K;
/**
 * An item that carries the status and, under their snake_case names, the facts its chart reads (none
 * for `z.object({})`, whose inferred type is an index signature).
 */
export type ItemWithFacts<S extends string, F> = { status: S } & {
  [k in keyof F & string as string extends k ? never : Snake<k>]: F[k];
};
const snakeOf = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const mapEntries = <K extends string, V, W>(o: Record<K, V>, f: (k: K, v: V) => [string, W]) =>
  Object.fromEntries((Object.entries(o) as [K, V][]).map(([k, v]) => f(k, v)));

/**
 * A workflow whose record moves between statuses, from one declaration (docs/architecture.md "A status workflow
 * is declared once"): the chart with its guards (`chartGuards`), the event schema, the action → event map and the
 * `defineWorkflow` definition; `records` and `stamps` are what `defineStatusWorkflowServer` builds the event
 * payloads and the projection from. An action that sends no event is an error when the chart loads.
 */
export function defineStatusWorkflow<
  const N extends string,
  S extends string,
  K extends string,
  A extends string,
  FS extends ZodRawShape,
  const P extends string = N,
  const M extends FolderEntry | undefined = undefined,
>(d: StatusWorkflowDeclaration<N, S, K, A, FS, P, M>) {
  type F = z.infer<ZodObject<FS>>;
  type E = StatusEvent<P, K>;
  type Stored = { status: S };
  const events = Object.entries(d.events) as [K, StatusEventDeclaration<F, A>][];
  const typeOf = (k: K) => `${d.eventPrefix ?? d.name}.${k}` as E['type'];
  const needsOf = (e: StatusEventDeclaration<F, A>) =>
    e.action ? d.actions[e.action].needs : undefined;

  const rules = mapEntries(d.events, (_k, e: StatusEventDeclaration<F, A>) => {
    const needs = needsOf(e);
    const own: Check<F, StatusCheckEvent>[] = e.action
      ? [capabilityCheck(d.actions[e.action])]
      : [];
    if (needs) own.push((_f, ev) => (ev[needs] ? null : (e.needsWords ?? needsWords[needs])));
    const rule: GuardRule<F, StatusCheckEvent> = {
      description: e.guard.description,
      checks: [...own, ...(e.guard.checks ?? [])],
    };
    return [e.guard.name, rule];
  });

  const eventForAction = Object.fromEntries(
    (Object.keys(d.actions) as A[]).map((a) => {
      const found = events.find(([, e]) => e.action === a);
      if (!found) throw new Error(`${d.name}: action ${a} sends no event`);
      return [a, typeOf(found[0])];
    }),
  ) as Record<A, E['type']>;

  const Event = z.discriminatedUnion(
    'type',
    events.map(([k, e]) => {
      const needs = needsOf(e);
      return z.object({
        type: z.literal(typeOf(k)),
        user: User,
        ...(needs ? { [needs]: z.string() } : {}),
      });
    }) as unknown as [ZodObject, ...ZodObject[]],
  );

  const chart = setup({
    types: { context: {} as F, events: {} as E, input: {} as F },
    guards: chartGuards(rules) as Record<string, (args: { context: F; event: E }) => boolean>,
  }).createMachine({
    id: d.chartId ?? d.name,
    description: d.description,
    context: ({ input }) => input,
    initial: d.initial,
    // Built from the declaration, so xstate cannot see its event keys; the guards' names are typed above.
    states: mapEntries(d.statuses, (status, st: StatusDeclaration<K, S>) => [
      status,
      {
        ...(st.final ? { type: 'final' as const } : {}),
        description: st.description,
        ...(st.on && {
          on: mapEntries(st.on as Record<K, S>, (k, target) => [
            typeOf(k),
            {
              target,
              guard: d.events[k].guard.name,
              description: st.descriptions?.[k] ?? d.events[k].guard.description,
            },
          ]),
        }),
      },
    ]) as Record<S, { description: string }>,
  });

  const definition = defineWorkflow<Stored, F, A, E>({
    name: d.name,
    plural: d.plural,
    chart,
    actions: d.actions,
    eventFor: (action, user, texts) => {
      const needs = d.actions[action].needs;
      return {
        type: eventForAction[action],
        user,
        ...(needs ? { [needs]: texts[needs] } : {}),
      } as E;
    },
    stateValue: (s) => s.status,
    storedOf: (snapshot: AnyMachineSnapshot) => ({ status: snapshot.value as S }),
    stateLabel: (s) => s.status,
    guardFailures: (guard, facts, event) => ruleFailures(rules, guard, facts, event),
    guards: mapEntries(rules, (name, r: GuardRule<F, StatusCheckEvent>) => [name, r.description]),
  });

  /** What the store accepts for each event beyond the transition: its `records` and its action's text. */
  const records = mapEntries(d.events, (k, e: StatusEventDeclaration<F, A>) => {
    const needs = needsOf(e);
    return [typeOf(k), { ...(needs ? { [needs]: z.string().min(1) } : {}), ...e.records }];
  }) as Record<E['type'], ZodRawShape>;
  /** The column each event stamps with its time. */
  const stamps = mapEntries(d.events, (k, e: StatusEventDeclaration<F, A>) => [
    typeOf(k),
    e.at,
  ]) as Record<E['type'], string | undefined>;

  const m = d.manifest;
  const manifest = m && statusWorkflowManifest(m.folder, { chart, definition }, m.title);
  return {
    name: d.name,
    manifest: manifest as ManifestOf<M>,
    statuses: Object.keys(d.statuses) as S[],
    initial: d.initial,
    chart,
    definition,
    Event,
    eventForAction,
    rules,
    records,
    stamps,
    facts: d.facts,
    subject: (status: S, facts: F): WorkflowSubject<Stored, F> => ({ stored: { status }, facts }),
    /**
     * What the chart reads of an item as the API sends it: its status, and each fact from the item's
     * field of the same name in snake_case (`invoicePaid` ← `invoice_paid`), checked by `facts`.
     */
    subjectOfItem: (item: ItemWithFacts<S, F>): WorkflowSubject<Stored, F> => {
      const fields = item as Record<string, unknown>;
      const read = Object.keys(d.facts.shape).map((k) => [k, fields[snakeOf(k)]]);
      return { stored: { status: item.status }, facts: d.facts.parse(Object.fromEntries(read)) };
    },
  };
}

/** A status workflow's chart event union, for tests and callers that build events. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EventOf<W> = W extends { definition: WorkflowDefinition<any, any, any, infer E> }
  ? E
  : never;

/** A status workflow's facts, as its guards read them (`z.infer` of its `facts`). */
export type FactsOf<W> = W extends { facts: ZodObject } ? z.infer<W['facts']> : never;

/**
 * A status workflow's folder manifest (`src/resources/<folder>/manifest.ts`, or the declaration's
 * `manifest`): its one chart, from `<folder>/chart.ts`, under `title` in the registry (the exports in
 * `statecharts/` and the developers' pages).
 */
export const statusWorkflowManifest = (
  folder: string,
  workflow: { chart: AnyStateMachine; definition: ChartWorkflowView },
  title: string,
) =>
  defineManifest({
    name: folder,
    charts: [
      chartEntry(
        workflow.chart,
        `src/resources/${folder}/chart.ts`,
        title,
        undefined,
        workflow.definition,
      ),
    ],
  });
