import type { BrandingSettings } from '../../domain/contracts/shell';

/**
 * Branding the partner just saved, applied over the loaded public globals so the change shows at
 * once without reloading them.
 */
let override: BrandingSettings | null = null;
const listeners = new Set<() => void>();

export const brandingOverride = {
  get: () => override,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  set(next: BrandingSettings) {
    override = next;
    listeners.forEach((l) => l());
  },
};
