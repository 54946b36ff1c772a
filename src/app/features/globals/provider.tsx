import { createActorContext } from '@xstate/react';
import { createContext, useCallback, useContext, useEffect, type ReactNode } from 'react';
import { globalsMachine } from '../../../../machines/globals/globals.screen';
import type { PublicGlobals } from '../../../domain/contracts/public-globals';
import { formatMoment } from '../../../domain/format/format';
import { globalsActors } from '../../actors/globals';
import { applyTheme } from '../shell/use-theme';
import { enableStepUp } from '../two-factor/actor';
import { LoadError } from '../../components/kit/load-error';

const GlobalsValue = createContext<PublicGlobals | null>(null);
const GlobalsContext = createActorContext(globalsMachine.provide({ actors: globalsActors }));

function GlobalsGate({ children }: { children: ReactNode }) {
  const state = GlobalsContext.useSelector((s) => s.value);
  const globals = GlobalsContext.useSelector((s) => s.context.globals);
  const error = GlobalsContext.useSelector((s) => s.context.error);
  const ref = GlobalsContext.useActorRef();
  useEffect(() => {
    if (!globals) return;
    enableStepUp(globals.enabled_email_code_verification);
    // The brand's theme before sign-in; the shell refines it with the user's own preference.
    const { dark_mode, primary_color, accent_color } = globals.white_label;
    applyTheme(dark_mode, primary_color, accent_color);
    document.title = globals.white_label.brand_name;
  }, [globals]);
  if (state === 'failed') {
    return (
      <main data-state="failed" className="grid min-h-full place-items-center p-8">
        <div className="text-center">
          <h1 className="text-xl font-semibold">The server could not be reached</h1>
          <LoadError message={error} onRetry={() => ref.send({ type: 'globals.retry' })} />
        </div>
      </main>
    );
  }
  if (!globals) {
    return (
      <main
        data-state="loading"
        className="grid min-h-full place-items-center p-8"
        aria-busy="true"
      >
        <p className="text-sm text-slate-500">Loading…</p>
      </main>
    );
  }
  return <GlobalsValue.Provider value={globals}>{children}</GlobalsValue.Provider>;
}

/** Public globals; below GlobalsProvider they are always loaded. */
export function useGlobals(): PublicGlobals {
  const globals = useContext(GlobalsValue);
  if (!globals) throw new Error('useGlobals must be used below GlobalsProvider');
  return globals;
}

/** The offset the platform's schema starts with (EST), for a component rendered alone in a unit test. */
const DEFAULT_EST_OFFSET_HOURS = -5;

/** Formats instants on the platform's EST clock (spec §9), from public globals' `est_offset_hours`. */
export function useMoment(): (instant: string | null | undefined, withSeconds?: boolean) => string {
  const offset = useContext(GlobalsValue)?.est_offset_hours ?? DEFAULT_EST_OFFSET_HOURS;
  return useCallback(
    (instant, withSeconds) => formatMoment(instant, offset, withSeconds),
    [offset],
  );
}

/** Loads public globals once at app start (globals chart); shows loading, or the failure with a retry. */
export function GlobalsProvider({ children }: { children: ReactNode }) {
  return (
    <GlobalsContext.Provider>
      <GlobalsGate>{children}</GlobalsGate>
    </GlobalsContext.Provider>
  );
}
