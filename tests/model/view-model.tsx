import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import {
  createActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { chartEventTypes, chartLeafStates, modelPaths, type ModelSpec } from './coverage';
import { deferredActors, type Settle } from './deferred-actors';

/** The rendered page of a chart: its actor, its invoke outcomes and every event the page sent. */
export interface ViewSut {
  actor: { getSnapshot(): AnyMachineSnapshot; send(event: EventObject): void; stop(): void };
  settle: Settle;
  /** Events the rendered controls sent, in order. */
  sent: EventObject[];
  container: HTMLElement;
  /**
   * Set by a driver that found no control for an event the chart refuses now (a closed action), or
   * by `arrive` for an event that comes from around the page: not checked against what it sent.
   */
  unoffered: EventObject | null;
}

/** For a driver: the page offers no control for `event`, which is right only when the chart refuses it. */
export function expectUnoffered(sut: ViewSut, event: EventObject) {
  expect(
    sut.actor.getSnapshot().can(event),
    `the chart takes ${event.type} the page does not offer`,
  ).toBe(false);
  sut.unoffered = event;
}

/**
 * For a driver: `event` comes from around the page, not from a control on it (the URL changed by
 * Back or a typed address, which the router hands the chart); played on the chart.
 */
export function arrive(sut: ViewSut, event: EventObject) {
  sut.unoffered = event;
  act(() => sut.actor.send(event));
}

/**
 * A driver's click: on `control` (or the button of that name), or, when the page shows none that
 * takes a click, the check that the chart refuses the event.
 */
export function press(sut: ViewSut, control: HTMLElement | string | null, event: EventObject) {
  const el =
    typeof control === 'string' ? screen.queryByRole('button', { name: control }) : control;
  if (el === null || (el as HTMLButtonElement).disabled) expectUnoffered(sut, event);
  else fireEvent.click(el);
}

type Connect<Api> = (snapshot: AnyMachineSnapshot, send: (event: EventObject) => void) => Api;

export interface ViewModelSpec<Api> {
  machine: AnyStateMachine;
  input?: unknown;
  /** Sample events, as `ModelSpec.events`. */
  events: Array<EventObject & Record<string, unknown>>;
  serialize: (snapshot: AnyMachineSnapshot) => unknown;
  /** Invoked actors whose outcome the paths decide (`xstate.done.actor.<id>`). */
  invokes: readonly string[];
  /** The screen chart's connect. */
  connect: Connect<Api>;
  /** The real view of the screen, given what connect returned. */
  view: (api: Api) => ReactElement;
  /** What the user sees in each leaf state, read from the DOM. The chart's own state is checked first. */
  states: Record<string, (sut: ViewSut, model: AnyMachineSnapshot) => void | Promise<void>>;
  /** How a user makes each of the chart's own events happen: clicks and typing on the rendered page. */
  drivers: Record<string, (sut: ViewSut, event: SampleEvent) => void | Promise<void>>;
  /** Events no control sends, a delay passing (`xstate.after.*`): not checked against what the page sent. */
  clock?: Record<string, (sut: ViewSut, event: SampleEvent) => void | Promise<void>>;
}

type SampleEvent = EventObject & Record<string, unknown>;

function Live<Api>({
  sut,
  connect,
  view,
}: {
  sut: ViewSut;
  connect: Connect<Api>;
  view: (api: Api) => ReactElement;
}) {
  const snapshot = useSelector(sut.actor as never, (s: AnyMachineSnapshot) => s);
  return view(
    connect(snapshot, (event) => {
      sut.sent.push(event);
      sut.actor.send(event);
    }),
  );
}

/**
 * The chart's generated paths played on the real page: each event is a click or a keystroke on
 * what the view rendered (or an invoke outcome), each reached state is checked twice, the chart
 * received what the path says and the DOM shows what that state must show.
 */
export function viewModel<Api>(
  spec: ViewModelSpec<Api>,
  connect: Connect<Api> = spec.connect,
): ModelSpec<ViewSut> {
  const outcomes: ModelSpec<ViewSut>['drivers'] = {};
  for (const id of spec.invokes) {
    outcomes[`xstate.done.actor.${id}`] = (sut, e) =>
      act(() => sut.settle(id, e as { output?: unknown }, true));
    outcomes[`xstate.error.actor.${id}`] = (sut, e) =>
      act(() => sut.settle(id, e as { error?: unknown }, false));
  }
  const userDrivers = Object.fromEntries(
    Object.entries(spec.drivers).map(([type, drive]) => [
      type,
      async (sut: ViewSut, event: EventObject) => {
        const before = sut.sent.length;
        sut.unoffered = null;
        await drive(sut, event as SampleEvent);
        if (sut.unoffered !== event)
          expect(sut.sent.slice(before), `what the page sent for ${type}`).toContainEqual(event);
      },
    ]),
  );
  return {
    events: spec.events,
    input: spec.input,
    serialize: spec.serialize,
    createSut: () => {
      const { actors, settle } = deferredActors(spec.invokes);
      const actor = createActor(spec.machine.provide({ actors }), {
        input: spec.input as never,
      }).start();
      const sut = { actor, settle, sent: [], container: document.body, unoffered: null } as ViewSut;
      sut.container = render(<Live sut={sut} connect={connect} view={spec.view} />).container;
      return sut;
    },
    dispose: (sut) => {
      cleanup();
      sut.actor.stop();
    },
    initial: (sut, initial) => expect(sut.actor.getSnapshot().value).toEqual(initial.value),
    states: Object.fromEntries(
      Object.entries(spec.states).map(([key, check]) => [
        key,
        async (sut: ViewSut, model: AnyMachineSnapshot) => {
          expect(
            spec.serialize(sut.actor.getSnapshot()),
            'the chart state the page led to',
          ).toEqual(spec.serialize(model));
          await check(sut, model);
        },
      ]),
    ),
    drivers: { ...outcomes, ...spec.clock, ...userDrivers },
  };
}

/** A place in connect's answer that holds a handler: `actions[approve].props.onClick`. */
type Site = string;

const nameOf = (entry: unknown, index: number) => {
  if (entry && typeof entry === 'object')
    for (const k of ['action', 'step', 'key', 'id', 'label'])
      if (typeof (entry as Record<string, unknown>)[k] === 'string')
        return (entry as Record<string, string>)[k];
  return String(index);
};

const isHandler = (at: string) => /(^|\.)on[A-Z]\w*$/.test(at);

/** Walks connect's answer: every handler (`on…`) with its site, so a mutation can find it again. */
function mapHandlers(
  value: unknown,
  at: string,
  visit: (site: Site, fn: (...args: never[]) => unknown) => unknown,
): unknown {
  if (typeof value === 'function')
    return isHandler(at) ? visit(at, value as (...args: never[]) => unknown) : value;
  if (Array.isArray(value))
    return value.map((v, i) => mapHandlers(v, `${at}[${nameOf(v, i)}]`, visit));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, mapHandlers(v, at ? `${at}.${k}` : k, visit)]),
    );
  return value;
}

/** Connect with the handler at `site` removed: the control is rendered, and a click does nothing. */
export const withoutHandler =
  <Api,>(connect: Connect<Api>, site: Site): Connect<Api> =>
  (snapshot, send) =>
    mapHandlers(connect(snapshot, send), '', (at, fn) =>
      at === site ? () => undefined : fn,
    ) as Api;

/** Connect with the labels of the first two entries of each labelled list swapped. */
export const withSwappedLabels =
  <Api,>(connect: Connect<Api>): Connect<Api> =>
  (snapshot, send) => {
    const swap = (value: unknown): unknown => {
      if (Array.isArray(value)) {
        const items = value.map(swap);
        const [a, b] = items as Array<{ label?: unknown }>;
        if (
          a &&
          b &&
          typeof a.label === 'string' &&
          typeof b.label === 'string' &&
          a.label !== b.label
        )
          return [{ ...a, label: b.label }, { ...b, label: a.label }, ...items.slice(2)];
        return items;
      }
      if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v)]));
      return value;
    };
    return swap(connect(snapshot, send)) as Api;
  };

/** Whether one of `paths` fails against the page rendered through `connect`. */
async function someTestFails<Api>(
  spec: ViewModelSpec<Api>,
  connect: Connect<Api>,
  only?: readonly number[],
): Promise<boolean> {
  const { paths, run } = modelPaths(spec.machine, viewModel(spec));
  const mutated = viewModel(spec, connect);
  for (const [i, path] of paths.entries()) {
    if (only && !only.includes(i)) continue;
    try {
      await run(path, mutated);
    } catch {
      return true;
    }
  }
  return false;
}

/** Records which generated path calls which handler connect hands the view. */
function handlerRecorder<Api>(connect: Connect<Api>) {
  const uses = new Map<Site, number[]>();
  const at = { path: -1 };
  const recording: Connect<Api> = (snapshot, send) =>
    mapHandlers(connect(snapshot, send), '', (site, fn) => {
      if (!uses.has(site)) uses.set(site, []);
      return (...args: never[]) => {
        const paths = uses.get(site) ?? [];
        if (!paths.includes(at.path)) paths.push(at.path);
        return fn(...args);
      };
    }) as Api;
  return { uses, at, recording };
}

/**
 * A screen's generated tests played on its rendered page, then the proof that they see it: every
 * handler connect hands the view, removed one at a time (replayed on the paths that called it), and
 * two labels swapped, each make a generated test fail.
 */
export function describeView<Api>(name: string, spec: ViewModelSpec<Api>): void {
  const { uses, at, recording } = handlerRecorder(spec.connect);
  const system = viewModel(spec, recording);
  const ran = { states: new Set<string>(), events: new Set<string>() };
  const { paths, run } = modelPaths(spec.machine, system);
  describe(`${name} (model-based, rendered)`, () => {
    for (const [i, path] of paths.entries())
      it(path.description, () => {
        at.path = i;
        return run(path, system, ran);
      });
    it('covers every state and event of the chart', () => {
      const leaves = chartLeafStates(spec.machine);
      const types = chartEventTypes(spec.machine);
      expect({ statesNeverReached: leaves.filter((s) => !ran.states.has(s)) }).toEqual({
        statesNeverReached: [],
      });
      expect({ eventsNeverDriven: types.filter((t) => !ran.events.has(t)) }).toEqual({
        eventsNeverDriven: [],
      });
    });
    it('fails a generated test for each handler removed from the page', async () => {
      expect(uses.size, 'handlers seen by the generated tests').toBeGreaterThan(0);
      const survived: Site[] = [];
      for (const [site, used] of uses)
        if (!(await someTestFails(spec, withoutHandler(spec.connect, site), used)))
          survived.push(site);
      expect({ survivingMutants: survived }).toEqual({ survivingMutants: [] });
    }, 120_000);
    it('fails a generated test when two labels are swapped', async () => {
      expect(await someTestFails(spec, withSwappedLabels(spec.connect))).toBe(true);
    }, 60_000);
  });
}
