import { createActorContext } from '@xstate/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { globalsMachine } from '../../../../machines/globals/globals.screen';
import type { PublicGlobals } from '../../../domain/contracts/public-globals';
import { globalsActors } from '../../actors/globals';
import { applyTheme } from '../shell/use-theme';
import { enableStepUp } from '../two-factor/actor';

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
        <div role="alert" className="text-center">
          <h1 className="text-xl font-semibold">The server could not be reached</h1>
          <p className="mt-2 text-sm text-slate-600">{error}</p>
          <button
            type="button"
            onClick={() => ref.send({ type: 'globals.retry' })}
            className="mt-4 rounded-md bg-brand px-4 py-2 text-sm font-medium text-white"
          >
            Try again
          </button>
        </div>
      </main>
    );
  }
  if (!globals) {
    return (
      <main data-state="loading" className="grid min-h-full place-items-center p-8" aria-busy="true">
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

/** Loads public globals once at app start (globals chart); shows loading, or the failure with a retry. */
export function GlobalsProvider({ children }: { children: ReactNode }) {
  return (
    <GlobalsContext.Provider>
      <GlobalsGate>{children}</GlobalsGate>
    </GlobalsContext.Provider>
  );
}
