import { inFlightRequests } from './in-flight';

const requestIdle = (work: () => void): number =>
  window.requestIdleCallback?.(work) ?? window.setTimeout(work, 1000);
const cancelIdle = (id: number) => (window.cancelIdleCallback ?? window.clearTimeout)(id);

/**
 * Runs `work` once, in an idle moment when no API request is in flight; the returned function
 * cancels it. For warming what a page may need later (the search palette's code): at the first
 * idle moment the page's own data was still on its way, and a warm-up then competed with it for
 * the network and came before its content painted (the palette's 19 KB, asked at 318 ms on the
 * partner's dashboard, whose to-do list painted at 347).
 */
export function whenQuiet(work: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    if (idle !== undefined || inFlightRequests.get() > 0) return;
    idle = requestIdle(() => {
      idle = undefined;
      if (inFlightRequests.get() > 0) return;
      stop();
      work();
    });
  };
  const unsubscribe = inFlightRequests.subscribe(schedule);
  const stop = () => {
    unsubscribe();
    if (idle !== undefined) cancelIdle(idle);
    idle = undefined;
  };
  schedule();
  return stop;
}
