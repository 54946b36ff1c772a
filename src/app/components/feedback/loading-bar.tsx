import { useEffect, useState, useSyncExternalStore } from 'react';
import { inFlightRequests } from '../../lib/in-flight';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from './constants';

/**
 * A thin bar at the top while requests are in flight. It appears only after 200 ms, so quick
 * requests do not flash it, and creeps across in 5 s.
 */
export function LoadingBar() {
  const busy = useSyncExternalStore(inFlightRequests.subscribe, () => inFlightRequests.get() > 0);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      const hide = setTimeout(() => setVisible(false), 0);
      return () => clearTimeout(hide);
    }
    const show = setTimeout(() => setVisible(true), LOADING_BAR_THROTTLE_MS);
    return () => clearTimeout(show);
  }, [busy]);
  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden"
    >
      <div
        className="h-full origin-left bg-brand"
        style={{ animation: `loading-bar ${LOADING_BAR_DURATION_MS}ms ease-out forwards` }}
      />
    </div>
  );
}
