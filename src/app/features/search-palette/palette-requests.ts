/**
 * Requests to open the search palette, from its shortcut or the top bar's Search button: a count
 * the palette mount follows, so every press toggles it once whoever made it.
 */
let count = 0;
const listeners = new Set<() => void>();

export const paletteRequests = {
  request() {
    count += 1;
    for (const l of listeners) l();
  },
  get: () => count,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
