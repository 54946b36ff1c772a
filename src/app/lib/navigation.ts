/**
 * Lets charts and the sign-in page navigate without importing the router (which imports every
 * route): `go` replaces the current entry, `open` adds one, as a link does.
 */
type Navigate = (to: string, replace: boolean) => void;

let navigate: Navigate = (to, replace) =>
  replace ? window.location.replace(to) : window.location.assign(to);

export const navigation = {
  go: (to: string) => navigate(to, true),
  open: (to: string) => navigate(to, false),
  set(fn: Navigate) {
    navigate = fn;
  },
};
