import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { trackedFetch } from './in-flight';
import { whenQuiet } from './when-quiet';

let idle: (() => void)[] = [];
const runIdle = () => {
  const due = idle;
  idle = [];
  for (const work of due) work();
};
beforeEach(() => {
  idle = [];
  vi.stubGlobal('window', {
    requestIdleCallback: (work: () => void) => idle.push(work),
    cancelIdleCallback: (id: number) => (idle[id - 1] = () => undefined),
  });
});
afterEach(() => vi.unstubAllGlobals());

/** A request held in flight until `settle` is called. */
function request() {
  let settle!: () => void;
  const done = trackedFetch(
    () => new Promise<Response>((resolve) => (settle = () => resolve(new Response('ok')))),
  )('/v2/dashboard');
  return { settle: async () => (settle(), await done) };
}

it('waits for the requests in flight to settle, then runs the work once in an idle moment', async () => {
  const page = request();
  const work = vi.fn();
  whenQuiet(work);
  runIdle();
  expect(work).not.toHaveBeenCalled();
  await page.settle();
  expect(work).not.toHaveBeenCalled();
  runIdle();
  expect(work).toHaveBeenCalledTimes(1);
  await request().settle();
  runIdle();
  expect(work).toHaveBeenCalledTimes(1);
});

it('does not run when a request starts between the idle moment being asked for and arriving', async () => {
  const work = vi.fn();
  whenQuiet(work);
  const late = request();
  runIdle();
  expect(work).not.toHaveBeenCalled();
  await late.settle();
  runIdle();
  expect(work).toHaveBeenCalledTimes(1);
});

it('never runs once cancelled', async () => {
  const page = request();
  const work = vi.fn();
  const cancel = whenQuiet(work);
  cancel();
  await page.settle();
  runIdle();
  expect(work).not.toHaveBeenCalled();
});
