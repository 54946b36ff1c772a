// replaced by issue 3 at merge
import { useSyncExternalStore } from 'react';
import type { User } from '../../../domain/contracts/user';
import { http } from '../../lib/http';
import { tokenStore } from '../../lib/token-store';

type Status = 'unknown' | 'signedOut' | 'signedIn';
let state: { status: Status; user: User | null } = { status: 'unknown', user: null };
const listeners = new Set<() => void>();
const set = (next: typeof state) => {
  state = next;
  listeners.forEach((l) => l());
};
let started = false;
function start() {
  if (started) return;
  started = true;
  if (!tokenStore.get()) return set({ status: 'signedOut', user: null });
  http
    .get('user')
    .json<User>()
    .then((user) => set({ status: 'signedIn', user }))
    .catch(() => set({ status: 'signedOut', user: null }));
}
const signOut = () => {
  tokenStore.clear();
  set({ status: 'signedOut', user: null });
};

export function useSession(): { status: Status; user: User | null; signOut(): void } {
  const snapshot = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      start();
      return () => listeners.delete(l);
    },
    () => state,
  );
  return { ...snapshot, signOut };
}
