// replaced by issue 3 at merge
import { useSyncExternalStore } from 'react';
import type { PublicGlobals } from '../../../domain/contracts/public-globals';
import { publicHttp } from '../../lib/http';

let globals: PublicGlobals | null = null;
const listeners = new Set<() => void>();
let started = false;
function start() {
  if (started) return;
  started = true;
  void publicHttp
    .get('public_globals')
    .json<PublicGlobals>()
    .then((g) => {
      globals = g;
      listeners.forEach((l) => l());
    });
}

export function useGlobals(): PublicGlobals {
  start();
  const value = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      start();
      return () => listeners.delete(l);
    },
    () => globals,
  );
  if (!value) throw new Promise<void>((resolve) => listeners.add(resolve));
  return value;
}
