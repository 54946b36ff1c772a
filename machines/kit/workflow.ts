import { transition, type AnyMachineSnapshot, type AnyStateMachine, type StateValue } from 'xstate';
import type { User } from '../../src/domain/contracts/user';
import { decideAction, type ActionMeta } from '../../src/domain/workflow/action-meta';

/** Texts an action may carry; which one an action needs is its metadata's `needs`. */
export interface ActionTexts {
  reason?: string;
  evidence?: string;
}

/** What a request for an action carries: its texts, and what else a chart's event records (a location). */
export type ActionInput = ActionTexts & { location?: unknown };

/** Every chart event names the acting user; the server puts the session's user there. */
export interface ChartEvent {
  type: string;
  user: User;
}

/**
 * A workflow said once, for the browser and the server alike: its chart, its actions' metadata, how a
 * stored record maps to a chart state and back, and the rules behind each guard in words.
 */
export interface WorkflowDefinition<Stored, Facts, A extends string, E extends ChartEvent> {
  /** The event stream type, e.g. `timesheet`. */
  name: string;
  /** For refusals: "You may not approve timesheets". */
  plural: string;
  chart: AnyStateMachine;
  actions: Readonly<Record<A, ActionMeta>>;
  /** The chart event an action sends. */
  eventFor: (action: A, user: User, texts: ActionInput) => E;
  stateValue: (stored: Stored) => StateValue;
  storedOf: (snapshot: AnyMachineSnapshot) => Stored;
  stateLabel: (stored: Stored) => string;
  /** Why a named guard refuses an event, in words; empty when it passes. */
  guardFailures: (guard: string, facts: Facts, event: E) => string[];
  /** Each guard's business rule in words, by name: what the diagrams and the auditor's replay show. */
  guards?: Readonly<Record<string, string>>;
}

/** The part of a record a workflow reads: its stored state and the facts its guards need. */
export interface WorkflowSubject<Stored, Facts> {
  stored: Stored;
  facts: Facts;
}

export type Verdict =
  { ok: true } | { ok: false; code: 403 | 409; message: string; reasons: string[] };

export interface ActionAvailability<A extends string = string> {
  action: A;
  label: string;
  available: boolean;
  /** Empty when available; otherwise why not, in words. */
  reasons: string[];
  /** Who could take it. */
  who: string;
}

/** Where a workflow's records live, in the API and the app: its plural as a path segment (`time_off_requests`). */
export const pathOfPlural = (plural: string) => plural.replace(/ /g, '_');

export const defineWorkflow = <Stored, Facts, A extends string, E extends ChartEvent>(
  d: WorkflowDefinition<Stored, Facts, A, E>,
) => d;

// The helpers below take any workflow; `any` in the event position lets a definition with a narrower
// event union be passed where only its shape is read.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyWorkflow<Stored, Facts, A extends string> = WorkflowDefinition<Stored, Facts, A, any>;

/** Rebuilds the chart state of a stored record (design §7). */
export const resolveState = <S, F, A extends string>(
  wf: AnyWorkflow<S, F, A>,
  subject: WorkflowSubject<S, F>,
): AnyMachineSnapshot =>
  wf.chart.resolveState({ value: wf.stateValue(subject.stored), context: subject.facts });

/** The chart's answer to an event: taken or not, and the stored state it leads to when taken. */
export type Decision<S> = { accepted: true; next: Readonly<S> } | { accepted: false };

/** Answers kept per definition; past this many, they are dropped and asked again. */
const DECISIONS_KEPT = 1_000;
const decisionsOf = new WeakMap<object, Map<string, Decision<unknown>>>();

/**
 * Whether the chart takes `event` for this record and where it leads. A chart's answer depends on
 * nothing but its state, its context (the facts, JSON by contract) and the event, so each answer
 * is kept per definition under those three as JSON: a step taken over hundreds of records at once
 * (a payroll batch's timesheets, a bulk approval) asks XState once per distinct case instead of
 * once per record, where resolving a snapshot and its transition cost 40–60 µs a record once warm
 * and four times that in a fresh process (docs/scale.md).
 */
export function decide<S, F, A extends string, E extends ChartEvent>(
  wf: WorkflowDefinition<S, F, A, E>,
  subject: WorkflowSubject<S, F>,
  event: E,
): Decision<S> {
  let kept = decisionsOf.get(wf);
  if (!kept) decisionsOf.set(wf, (kept = new Map()));
  const key = JSON.stringify([subject.stored, subject.facts, event]);
  const found = kept.get(key) as Decision<S> | undefined;
  if (found) return found;
  const snapshot = resolveState(wf, subject);
  const decision: Decision<S> = snapshot.can(event)
    ? {
        accepted: true,
        next: Object.freeze(wf.storedOf(transition(wf.chart, snapshot, event)[0])),
      }
    : { accepted: false };
  if (kept.size >= DECISIONS_KEPT) kept.clear();
  kept.set(key, decision);
  return decision;
}

/** Whether the chart takes `event` for this record now: views ask this instead of reading statuses. */
export const accepts = <S, F, A extends string, E extends ChartEvent>(
  wf: WorkflowDefinition<S, F, A, E>,
  subject: WorkflowSubject<S, F>,
  event: E,
): boolean => decide(wf, subject, event).accepted;

/**
 * Why the chart refuses an event now, in words: the failing rules of the transitions that exist
 * here, or, when none exists, what the current state allows.
 */
export function refusalReasons<S, F, A extends string, E extends ChartEvent>(
  wf: WorkflowDefinition<S, F, A, E>,
  snapshot: AnyMachineSnapshot,
  event: E,
): string[] {
  const nodes = snapshot._nodes.filter((n) => n.type === 'atomic' || n.type === 'final');
  const candidates = snapshot._nodes.flatMap(
    (n) => (n.on as Record<string, readonly { guard?: unknown }[] | undefined>)[event.type] ?? [],
  );
  if (candidates.length === 0) {
    const action = (Object.keys(wf.actions) as A[]).find(
      (a) => wf.eventFor(a, event.user, {}).type === event.type,
    );
    const label = action ? wf.actions[action].label : event.type;
    const where = nodes.map((n) => n.description).filter(Boolean);
    return [`${label} is not possible now. ${where.join(' ')}`.trim()];
  }
  const reasons = candidates.flatMap((t) =>
    typeof t.guard === 'string' ? wf.guardFailures(t.guard, snapshot.context as F, event) : [],
  );
  return [...new Set(reasons)];
}

/** 403 when this user may never take the action (spec §6); 409 when the chart refuses it now. */
export function judge<S, F, A extends string, E extends ChartEvent>(
  wf: WorkflowDefinition<S, F, A, E>,
  subject: WorkflowSubject<S, F>,
  user: User,
  action: A,
  texts: ActionInput = {},
): Verdict {
  const meta = wf.actions[action];
  const decision = decideAction(meta, user);
  if (!decision.allowed)
    return {
      ok: false,
      code: 403,
      message: `You may not ${meta.label.toLowerCase()} ${wf.plural}`,
      reasons: [decision.reason],
    };
  const event = wf.eventFor(action, user, texts);
  if (decide(wf, subject, event).accepted) return { ok: true };
  return {
    ok: false,
    code: 409,
    message: `${meta.label} is not allowed now`,
    reasons: refusalReasons(wf, resolveState(wf, subject), event),
  };
}

/** Stand-ins for texts the user has not typed yet, so availability judges the state, not the dialog. */
const placeholders: ActionInput = { reason: 'reason', evidence: 'evidence' };

/** Every action with whether this user may take it now and, when not, why and who could. */
export function availability<S, F, A extends string, E extends ChartEvent>(
  wf: WorkflowDefinition<S, F, A, E>,
  subject: WorkflowSubject<S, F>,
  user: User,
): ActionAvailability<A>[] {
  return (Object.keys(wf.actions) as A[]).map((action) => {
    const v = judge(wf, subject, user, action, placeholders);
    const meta = wf.actions[action];
    return {
      action,
      label: meta.label,
      available: v.ok,
      reasons: v.ok ? [] : v.reasons,
      who: meta.who,
    };
  });
}
