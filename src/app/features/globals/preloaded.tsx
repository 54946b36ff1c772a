import { useMachine } from '@xstate/react';
import type { ReactNode } from 'react';
import { preloadedMachine } from '../../../../machines/globals/preloaded.screen';
import { preloadedActors } from '../../actors/preloaded';
import { PreloadedValue } from '../../components/kit/preloaded-context';

const logic = preloadedMachine.provide({ actors: preloadedActors });

/** Loads the signed-in user's lists once (mount it keyed by the user); children render at once. */
export function PreloadedProvider({ children }: { children: ReactNode }) {
  const [state] = useMachine(logic);
  return (
    <PreloadedValue.Provider value={state.context.preloaded}>{children}</PreloadedValue.Provider>
  );
}
