import type { UserPreferences } from '../../../domain/contracts/shell';
import { http } from '../../lib/http';

/** The user's dark-mode choice, loaded once per sign-in and saved on every toggle. */
let prefs: UserPreferences = { dark_mode: null };
let loadedFor: string | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const preferencesStore = {
  get: () => prefs,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  load(userId: string) {
    if (loadedFor === userId) return;
    loadedFor = userId;
    void http
      .get('user/preferences')
      .json<UserPreferences>()
      .then((p) => {
        prefs = p;
        emit();
      })
      .catch(() => undefined);
  },
  setDark(dark: boolean) {
    const previous = prefs;
    prefs = { dark_mode: dark };
    emit();
    void http
      .patch('user/preferences', { json: prefs })
      .json<UserPreferences>()
      .catch(() => {
        prefs = previous;
        emit();
      });
  },
};
