/** Lets charts navigate without importing the router (which imports every route). */
let go: (to: string) => void = (to) => window.location.assign(to);

export const navigation = {
  go: (to: string) => go(to),
  set(fn: (to: string) => void) {
    go = fn;
  },
};
