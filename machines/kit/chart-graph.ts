import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { User } from '../../src/domain/contracts/user';
import type { ActionMeta } from '../../src/domain/workflow/action-meta';
import { eventWords, statusWords } from '../../src/domain/format/words';

/** The parts of a workflow definition a drawing reads: its actions' metadata, their events and the guards' rules. */
export interface ChartWorkflowView {
  /** The record's noun: `expense`. */
  name: string;
  /** Where its records live, in the app and the API: `/expenses/{id}`, and their audit replay `/expenses/{id}/audit`. */
  plural: string;
  actions: Readonly<Record<string, ActionMeta>>;
  eventFor: (action: never, user: User, texts: Record<string, never>) => { type: string };
  guards?: Readonly<Record<string, string>>;
}

export interface GraphNode {
  /** The state node's id, e.g. `timesheet.approved.billing.paid`. */
  id: string;
  key: string;
  /** The state as people read it (`pre_draft` → "Pre-draft"): the diagrams draw this, not the key. */
  label: string;
  parent: string | null;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  description: string | null;
  tags: string[];
  /** The initial child of a compound state. */
  initial: string | null;
  children: string[];
}

export interface GraphEdge {
  id: string;
  source: string;
  /** Empty for a transition that stays in its state without re-entering it (an action only). */
  target: string | null;
  event: string;
  /**
   * The action's label from its metadata for a workflow, a workflow's event no action sends read as
   * words (`invoice.allocate` → "Allocate"), otherwise a screen chart's event as QA finds it in code.
   */
  label: string;
  /** The spec's action name (`approve`), when an action sends this event. */
  action: string | null;
  guard: string | null;
  guardDescription: string | null;
  description: string | null;
}

export interface ChartGraph {
  root: string;
  nodes: Record<string, GraphNode>;
  edges: GraphEdge[];
}

/** A readable event name: invoke outcomes and timers say what they are. */
export function eventLabel(type: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) return `error: ${error[1]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return `after ${after[1]}`;
  if (type === '') return 'always';
  return type;
}

export function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard)
    return String((guard as { type: unknown }).type);
  if (typeof guard === 'function')
    return guard.name && guard.name !== 'guard' ? guard.name : 'inline';
  return null;
}

// eventFor reads the user only to carry it in the event; the event's type does not depend on it.
const anyone = {} as User;

/** Which action sends each event of a workflow, so the drawing speaks the actions' labels. */
export function actionsByEvent(wf: ChartWorkflowView): Map<string, string> {
  const out = new Map<string, string>();
  for (const action of Object.keys(wf.actions))
    out.set(wf.eventFor(action as never, anyone, {}).type, action);
  return out;
}

/**
 * The states and transitions of a chart read from the machine object the code runs, labelled from
 * the workflow's actions and guard rules when it has them: what the diagrams and the rules list draw.
 */
export function chartGraph(machine: AnyStateMachine, wf?: ChartWorkflowView): ChartGraph {
  const nodes: Record<string, GraphNode> = {};
  const edges: GraphEdge[] = [];
  const byEvent = wf ? actionsByEvent(wf) : new Map<string, string>();
  const edge = (
    source: AnyStateNode,
    event: string,
    t: { target?: readonly AnyStateNode[]; guard?: unknown; description?: string },
  ) => {
    const guard = guardName(t.guard);
    const action = byEvent.get(event) ?? null;
    const targets = t.target?.length ? t.target.map((n) => n.id) : [null];
    for (const target of targets) {
      edges.push({
        id: `${source.id}:${event}:${edges.length}`,
        source: source.id,
        target,
        event,
        label: wf
          ? ((action && wf.actions[action]?.label) ?? eventWords(event))
          : eventLabel(event),
        action,
        guard,
        guardDescription: (guard && wf?.guards?.[guard]) ?? null,
        description: t.description ?? null,
      });
    }
  };
  const walk = (node: AnyStateNode, parent: string | null) => {
    const children = Object.values(node.states) as AnyStateNode[];
    nodes[node.id] = {
      id: node.id,
      key: node.key,
      label: statusWords(node.key),
      parent,
      type: node.type,
      description: node.description ?? null,
      tags: [...node.tags],
      initial:
        node.type === 'compound' && node.config.initial
          ? `${node.id}.${String(node.config.initial)}`
          : null,
      children: children.map((c) => c.id),
    };
    for (const [event, list] of node.transitions) for (const t of list) edge(node, event, t);
    for (const t of node.always ?? []) edge(node, '', t);
    for (const child of children) walk(child, node.id);
  };
  walk(machine.root, null);
  return { root: machine.root.id, nodes, edges };
}
