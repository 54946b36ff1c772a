import type { AppMode } from '../../../domain/contracts/enums';

/** Shown in local and sandbox mode so nobody mistakes test data for production. */
export function EnvironmentBadge({ mode }: { mode: AppMode }) {
  if (mode === 'production') return null;
  return (
    <span className="rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold uppercase text-amber-900">
      {mode}
    </span>
  );
}

export function AdminBadge() {
  return (
    <span className="rounded bg-brand px-1.5 py-0.5 text-xs font-semibold text-white">Admin</span>
  );
}
