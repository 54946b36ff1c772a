/** Counts requests in flight so the top loading bar can follow them. */
let inFlight = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const inFlightRequests = {
  get: () => inFlight,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** Wraps fetch so every request, including failed ones, is counted exactly once. */
export function trackedFetch(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    inFlight += 1;
    emit();
    return fetchImpl(input, init).finally(() => {
      inFlight -= 1;
      emit();
    });
  };
}
