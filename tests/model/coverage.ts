import { TestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { __unsafe_getAllOwnEventDescriptors, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';

/** Dotted paths of the chart's atomic and final states: the ones a test must reach and assert. */
export function chartLeafStates(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const walk = (node: AnyStateNode, path: string[]) => {
    const children = Object.entries(node.states) as [string, AnyStateNode][];
    if (children.length === 0 && path.length) out.push(path.join('.'));
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
}

type Step = { state: AnyMachineSnapshot; event: EventObject };
/** One generated test: the events from the initial state to a model state. */
export type ModelPath = { state: AnyMachineSnapshot; steps: Step[]; weight: number; description: string };

/**
 * The generated paths of a chart: one shortest path to every reachable model state, and one more
 * per transition, so every event is driven from every state that accepts it. `run` plays one path
 * against a system built by `spec` (the described one, or a mutated one in a mutation check).
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
  const shortest = model.getShortestPaths({ allowDuplicatePaths: true } as never) as unknown as ModelPath[];
  const toState = new Map(shortest.map((p) => [key(p.state), p]));
  const paths: ModelPath[] = [...shortest];
  const adjacency = model.getAdjacencyMap() as unknown as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
  >;
  for (const node of Object.values(adjacency)) {
    const base = toState.get(key(node.state));
    if (!base) continue;
    for (const t of Object.values(node.transitions)) {
      const steps = [...base.steps, { state: t.state, event: t.event }];
      paths.push({
        state: t.state,
        steps,
        weight: steps.length,
        description: `${base.description} → ${t.event.type} ${JSON.stringify({ ...t.event, type: undefined })}`,
      });
    }
  }
  const run = async <S>(path: ModelPath, system: ModelSpec<S>, ran?: { states: Set<string>; events: Set<string> }) => {
    const sut = await system.createSut();
    try {
      await system.initial(sut, machine.getInitialSnapshot(undefined as never, system.input as never));
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
 * Generates one Vitest test per shortest path to every reachable model state, then a last test
 * that fails when a chart state has no assertion, an event has no driver, or either was never
 * exercised by the generated paths.
 */
export function describeModel<Sut>(name: string, machine: AnyStateMachine, spec: ModelSpec<Sut>): void {
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
      expect({ statesWithoutAssertion: leaves.filter((s) => !spec.states[s]) }).toEqual({ statesWithoutAssertion: [] });
      expect({ eventsWithoutDriver: types.filter((t) => !spec.drivers[t]) }).toEqual({ eventsWithoutDriver: [] });
      expect({ statesNeverReached: leaves.filter((s) => !ranStates.has(s)) }).toEqual({ statesNeverReached: [] });
      expect({ eventsNeverDriven: types.filter((t) => !ranEvents.has(t)) }).toEqual({ eventsNeverDriven: [] });
    });
  });
}
