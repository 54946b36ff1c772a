import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { twoFactorActor } from './actor';

// The modal (and Headless UI with it) loads only when a request first needs a code, which keeps it
// out of the JavaScript every page loads at start.
const TwoFactorModal = lazy(() =>
  import('./two-factor-modal').then((m) => ({ default: m.TwoFactorModal })),
);

/** Mounts the spec §4 two-factor modal once the chart has opened it. */
export function TwoFactorGate() {
  const opened = useSelector(twoFactorActor, (s) => s.hasTag('open'));
  return opened ? (
    <Suspense fallback={null}>
      <TwoFactorModal />
    </Suspense>
  ) : null;
}
