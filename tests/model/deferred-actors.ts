import { fromPromise } from 'xstate';

/**
 * Promise actors whose outcome a test decides: the driver of `xstate.done.actor.<id>` resolves
 * the running one, the driver of `xstate.error.actor.<id>` rejects it.
 */
export function deferredActors<const Names extends string>(names: readonly Names[]) {
  const pending = new Map<
    string,
    { resolve: (v: unknown) => void; reject: (e: unknown) => void }
  >();
  const actors = Object.fromEntries(
    names.map((name) => [
      name,
      fromPromise(
        () =>
          new Promise((resolve, reject) => {
            pending.set(name, { resolve, reject });
          }),
      ),
    ]),
  ) as Record<Names, never>;
  const settle = async (
    name: string,
    outcome: { output?: unknown; error?: unknown },
    ok: boolean,
  ) => {
    const running = pending.get(name);
    if (!running) throw new Error(`actor ${name} is not running`);
    pending.delete(name);
    if (ok) running.resolve(outcome.output);
    else running.reject(outcome.error);
    // Microtasks only, so tests on fake timers work too.
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  return { actors, settle };
}

export type Settle = ReturnType<typeof deferredActors>['settle'];

/** Drivers for every invoke outcome of the given actor ids; the system under test carries `settle`. */
export function outcomeDrivers(ids: readonly string[]) {
  const drivers: Record<
    string,
    (sut: { settle: Settle }, event: { type: string }) => Promise<void>
  > = {};
  for (const id of ids) {
    drivers[`xstate.done.actor.${id}`] = (sut, event) =>
      sut.settle(id, event as { output?: unknown }, true);
    drivers[`xstate.error.actor.${id}`] = (sut, event) =>
      sut.settle(id, event as { error?: unknown }, false);
  }
  return drivers;
}
