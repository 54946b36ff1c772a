import { TestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import {
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  createEmptyActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';

/** Dotted paths of the chart's atomic and final states: the ones a test must reach and assert. */
export function chartLeafStates(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const walk = (node: AnyStateNode, path: string[]) => {
    const children = Object.entries(node.states) as [string, AnyStateNode][];
    // A state left at once by an eventless transition (the calculator's evaluating) is never seen.
    const passedThrough = node.always?.length && Object.keys(node.on).length === 0;
    if (children.length === 0 && path.length && !passedThrough) out.push(path.join('.'));
    for (const [key, child] of children) walk(child, [...path, key]);
  };
  walk(machine.root, []);
  return out;
}

/**
 * Every event the chart reacts to: `on` keys, invoke outcomes (`xstate.done.actor.<id>` and
 * `xstate.error.actor.<id>`, so give every invoke an id) and delayed transitions (`xstate.after.*`).
 */
export function chartEventTypes(machine: AnyStateMachine): string[] {
  const out = new Set<string>();
  const walk = (node: AnyStateNode) => {
    for (const type of node.ownEvents) if (type !== '*') out.add(type);
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return [...out].sort();
}

export interface ModelSpec<Sut> {
  /** Sample events: payload variants (including negative ones) of the events that carry data. */
  events: Array<EventObject & Record<string, unknown>>;
  input?: unknown;
  /** The part of the snapshot that makes a model state (value plus the context that matters). */
  serialize: (snapshot: AnyMachineSnapshot) => unknown;
  createSut: () => Sut | Promise<Sut>;
  /** Asserts the system is in the chart's initial state (path.test does not). */
  initial: (sut: Sut, snapshot: AnyMachineSnapshot) => void | Promise<void>;
  /** One assertion per leaf state (dotted path), checking the system agrees with the model. */
  states: Record<string, (sut: Sut, snapshot: AnyMachineSnapshot) => void | Promise<void>>;
  /** One driver per event type, making the system experience that event. */
  drivers: Record<string, (sut: Sut, event: EventObject) => void | Promise<void>>;
  dispose?: (sut: Sut) => void | Promise<void>;
  /**
   * Plays each transition after its own shortest path from a fresh system, instead of in long
   * walks: for a system whose checks count what happened since it started (requests sent, toasts).
   */
  freshStart?: boolean;
}

type Step = { state: AnyMachineSnapshot; event: EventObject };
/** One generated test: the events from the initial state to a model state. */
export type ModelPath = {
  state: AnyMachineSnapshot;
  steps: Step[];
  weight: number;
  description: string;
};

type Adjacency = Record<
  string,
  {
    state: AnyMachineSnapshot;
    transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }>;
  }
>;
type Edge = { id: string; from: string; event: EventObject; state: AnyMachineSnapshot; to: string };

/** A walk longer than this ends and the next starts afresh, so one failure hides few transitions. */
const MAX_WALK = 200;

const describeStep = (event: EventObject) =>
  `${event.type} ${JSON.stringify({ ...event, type: undefined })}`;

/** What @xstate/graph gives a chart to compute its next snapshot without running an actor. */
function mockActorScope() {
  const empty = createEmptyActor();
  return {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: 'model',
    defer: () => {},
    system: empty.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };
}

/**
 * Walks from the initial state that together take every transition of the model (every event
 * from every model state that accepts it), each step asserted against the chart's own next
 * snapshot. Where the walk stands in a state whose transitions are all taken, it goes the shortest
 * way to the nearest one that has one left. Playing every transition after its own shortest path
 * from a fresh start instead replays the same prefixes over and over (194,465 steps for the
 * timesheet entry screen against 35,000).
 *
 * A model state is what `serialize` keeps: two snapshots with one key may differ in the rest of
 * their context, so a walk asserts the snapshot the chart really reaches, and re-plans when that
 * is not the state the plan expected. A transition no walk reaches is played the old way, after
 * the shortest path to the snapshot the traversal found first (`left`).
 */
function transitionWalks(
  machine: AnyStateMachine,
  adjacency: Adjacency,
  edges: Map<string, Edge[]>,
  key: (s: AnyMachineSnapshot) => string,
) {
  const scope = mockActorScope();
  const next = (state: AnyMachineSnapshot, event: EventObject) =>
    machine.transition(state, event, scope as never) as AnyMachineSnapshot;
  const left = new Map([...edges.values()].flat().map((e) => [e.id, e]));
  const untaken = (at: string) => (edges.get(at) ?? []).find((e) => left.has(e.id));
  /** The shortest way from `at` to a state with a transition not yet taken, or null. */
  const wayToWork = (at: string) => {
    const came = new Map<string, { from: string; edge: Edge } | null>([[at, null]]);
    const queue = [at];
    for (let i = 0; i < queue.length; i++) {
      const here = queue[i]!;
      if (untaken(here)) {
        const way: Edge[] = [];
        for (let link = came.get(here); link; link = came.get(link.from)) way.unshift(link.edge);
        return way;
      }
      for (const e of edges.get(here) ?? []) {
        if (came.has(e.to)) continue;
        came.set(e.to, { from: here, edge: e });
        queue.push(e.to);
      }
    }
    return null;
  };
  const initial = Object.values(adjacency)[0]!.state;
  const paths: ModelPath[] = [];
  for (;;) {
    const steps: Step[] = [];
    let state = initial;
    let took = 0;
    const step = (event: EventObject) => {
      state = next(state, event);
      steps.push({ state, event });
    };
    walking: while (steps.length < MAX_WALK && left.size) {
      const edge = untaken(key(state));
      if (edge) {
        left.delete(edge.id);
        took++;
        step(edge.event);
        continue;
      }
      const way = wayToWork(key(state));
      if (!way) break;
      for (const e of way) {
        step(e.event);
        if (key(state) !== e.to) continue walking;
      }
    }
    if (!took) break;
    paths.push({
      state,
      steps,
      weight: steps.length,
      description: `walk ${paths.length + 1}: ${steps.length} steps, from ${describeStep(steps[0]!.event)}`,
    });
  }
  return { paths, left: [...left.values()] };
}

/** The model's transitions by the key of the state they leave. */
function modelEdges(
  adjacency: Adjacency,
  key: (s: AnyMachineSnapshot) => string,
): Map<string, Edge[]> {
  const edges = new Map<string, Edge[]>();
  for (const node of Object.values(adjacency)) {
    const from = key(node.state);
    const out = Object.entries(node.transitions).map(([eventKey, t]) => ({
      id: `${from}|${eventKey}`,
      from,
      event: t.event,
      state: t.state,
      to: key(t.state),
    }));
    edges.set(from, [...(edges.get(from) ?? []), ...out]);
  }
  return edges;
}

/** Each transition played after the shortest path to the snapshot the traversal found first. */
function afterShortestPaths(
  shortest: ModelPath[],
  edges: Edge[],
  key: (s: AnyMachineSnapshot) => string,
): ModelPath[] {
  const toState = new Map(shortest.map((p) => [key(p.state), p]));
  return edges.flatMap((e) => {
    const base = toState.get(e.from);
    if (!base) return [];
    const steps = [...base.steps, { state: e.state, event: e.event }];
    return [
      {
        state: e.state,
        steps,
        weight: steps.length,
        description: `${base.description} → ${describeStep(e.event)}`,
      },
    ];
  });
}

/**
 * The generated paths of a chart: walks from the initial state that together drive every event
 * from every reachable model state that accepts it, asserting each state on the way. `run` plays
 * one path against a system built by `spec` (the described one, or a mutated one in a mutation check).
 */
export function modelPaths<Sut>(machine: AnyStateMachine, spec: ModelSpec<Sut>) {
  // createTestModel refuses charts with invoke/after; screen charts have both, and their outcomes
  // (xstate.done.actor.*, xstate.after.*) are ordinary events to the traversal, driven by the test.
  const model = new TestModel(machine, {
    input: spec.input,
    serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify(spec.serialize(snapshot)),
    serializeEvent: (event: EventObject) => JSON.stringify(event),
    stateMatcher: (snapshot: AnyMachineSnapshot, key: string) => snapshot.matches(key as never),
    events: (snapshot: AnyMachineSnapshot) =>
      __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type) => {
        const samples = spec.events.filter((e) => e.type === type);
        return samples.length ? samples : [{ type }];
      }),
  } as never);
  const key = (snapshot: AnyMachineSnapshot) => JSON.stringify(spec.serialize(snapshot));
  const adjacency = model.getAdjacencyMap() as unknown as Adjacency;
  const edges = modelEdges(adjacency, key);
  let found: ModelPath[] | undefined;
  const shortest = () =>
    (found ??= model.getShortestPaths({
      allowDuplicatePaths: true,
    } as never) as unknown as ModelPath[]);
  const walked = spec.freshStart
    ? { paths: shortest(), left: [...edges.values()].flat() }
    : transitionWalks(machine, adjacency, edges, key);
  const paths = walked.left.length
    ? [...walked.paths, ...afterShortestPaths(shortest(), walked.left, key)]
    : walked.paths;
  const run = async <S>(
    path: ModelPath,
    system: ModelSpec<S>,
    ran?: { states: Set<string>; events: Set<string> },
  ) => {
    const sut = await system.createSut();
    try {
      await system.initial(
        sut,
        // An unstarted actor's snapshot: its eventless transitions taken, as a started one's are.
        createActor(machine, { input: system.input as never }).getSnapshot(),
      );
      const states = Object.fromEntries(
        Object.entries(system.states).map(([key, check]) => [
          key,
          async (snapshot: AnyMachineSnapshot) => {
            ran?.states.add(key);
            await check(sut, snapshot);
          },
        ]),
      );
      const events = Object.fromEntries(
        Object.entries(system.drivers).map(([type, drive]) => [
          type,
          async ({ event }: { event: EventObject }) => {
            ran?.events.add(type);
            await drive(sut, event);
          },
        ]),
      );
      await model.testPath(path as never, { states, events } as never);
    } finally {
      await system.dispose?.(sut);
    }
  };
  return { paths, run };
}

/**
 * Generates one Vitest test per generated path (`modelPaths`: walks that take every transition of
 * the model), then a last test that fails when a chart state has no assertion, an event has no driver, or either was never
 * exercised by the generated paths.
 */
export function describeModel<Sut>(
  name: string,
  machine: AnyStateMachine,
  spec: ModelSpec<Sut>,
): void {
  const ran = { states: new Set<string>(), events: new Set<string>() };
  const ranStates = ran.states;
  const ranEvents = ran.events;
  const { paths, run } = modelPaths(machine, spec);

  describe(`${name} (model-based)`, () => {
    for (const path of paths) {
      it(path.description, () => run(path, spec, ran));
    }

    it('covers every state and event of the chart', () => {
      const leaves = chartLeafStates(machine);
      const types = chartEventTypes(machine);
      expect({ statesWithoutAssertion: leaves.filter((s) => !spec.states[s]) }).toEqual({
        statesWithoutAssertion: [],
      });
      expect({ eventsWithoutDriver: types.filter((t) => !spec.drivers[t]) }).toEqual({
        eventsWithoutDriver: [],
      });
      expect({ statesNeverReached: leaves.filter((s) => !ranStates.has(s)) }).toEqual({
        statesNeverReached: [],
      });
      expect({ eventsNeverDriven: types.filter((t) => !ranEvents.has(t)) }).toEqual({
        eventsNeverDriven: [],
      });
    });
  });
}
