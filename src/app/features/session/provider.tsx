import { createActorContext } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { sessionMachine } from '../../../../machines/session/session.screen';
import type { User } from '../../../domain/contracts/user';
import { sessionActors } from '../../actors/session';
import { analytics } from '../../lib/analytics';
import { setUnauthorizedHandler } from '../../lib/http';
import { navigation } from '../../lib/navigation';
import { tokenStore } from '../../lib/token-store';
import { useGlobals } from '../globals/provider';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

const sessionLogic = sessionMachine.provide({
  actors: sessionActors,
  actions: {
    storeToken: (_, { token }) => tokenStore.set(token),
    clearToken: () => tokenStore.clear(),
    identify: (_, { user }) => analytics().identify(user),
    resetAnalytics: () => analytics().reset(),
    navigate: (_, { to }) => navigation.go(to),
  },
});

export const SessionContext = createActorContext(sessionLogic);

/** Runs the session chart for the whole app; its actor also goes into the router context. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const globals = useGlobals();
  return (
    <SessionContext.Provider
      options={{ input: { validRedirectUrls: globals.valid_redirect_urls } }}
    >
      <ExpiryListener />
      {children}
    </SessionContext.Provider>
  );
}

/** Any request answered 401 with a token tells the chart the session expired (it ignores it unless signed in). */
function ExpiryListener() {
  const ref = SessionContext.useActorRef();
  useEffect(() => {
    setUnauthorizedHandler(() => ref.send({ type: 'session.expired' }));
    return () => setUnauthorizedHandler(null);
  }, [ref]);
  return null;
}

export type SessionStatus = 'unknown' | 'signedOut' | 'signedIn';

export function statusOf(snapshot: ReturnType<SessionActor['getSnapshot']>): SessionStatus {
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('restoring') || snapshot.matches('loadingUser')) return 'unknown';
  return 'signedOut';
}

export function useSession(): { status: SessionStatus; user: User | null; signOut(): void } {
  const status = SessionContext.useSelector(statusOf);
  const user = SessionContext.useSelector((s) => s.context.user);
  const ref = SessionContext.useActorRef();
  return { status, user, signOut: () => ref.send({ type: 'session.signOut' }) };
}

export const useSessionActor = () => SessionContext.useActorRef();
