import type { User } from '../../domain/contracts/user';

/** The analytics adapter the session chart calls; no third-party script is loaded by default. */
export interface Analytics {
  identify(user: Pick<User, 'id' | 'email' | 'user_type'>): void;
  reset(): void;
  track(event: string, properties?: Record<string, string | number | boolean>): void;
}

export type AnalyticsRecord = { call: 'identify' | 'reset' | 'track'; value?: string };

declare global {
  interface Window {
    /** What analytics was told, for tests and for a page's own debugging. */
    __analytics?: AnalyticsRecord[];
  }
}

/** Records calls on window.__analytics; ids only, never personal data beyond the user id. */
export const recordingAnalytics: Analytics = {
  identify(user) {
    (window.__analytics ??= []).push({ call: 'identify', value: user.id });
  },
  reset() {
    (window.__analytics ??= []).push({ call: 'reset' });
  },
  track(event) {
    (window.__analytics ??= []).push({ call: 'track', value: event });
  },
};

let current: Analytics = recordingAnalytics;
export const analytics = (): Analytics => current;
export const setAnalytics = (adapter: Analytics) => {
  current = adapter;
};
