import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { onboardingMachine, type CheckedRequirements } from './chart';
import type { User } from '../../domain/contracts/user';
import type { Requirements } from '../../domain/onboarding/requirements';
import { homePath } from '../../domain/redirect/home-path';
import { http } from '../../app/lib/http';
import { takeAhead } from '../../app/lib/read-ahead';
import { navigation } from '../../app/lib/navigation';
import { withApiErrors } from '../../app/actors/api-error';
import { onboardingOf } from './current';

export type OnboardingRef = ActorRefFrom<typeof onboardingMachine>;

/** The skip is kept per user in localStorage, so a reload (or a new tab) keeps the 5-minute grace. */
const skipKey = (userId: string) => `staffwise.onboarding.skippedAt.${userId}`;

function readSkip(userId: string): number | null {
  try {
    const raw = localStorage.getItem(skipKey(userId));
    const at = raw === null ? NaN : Number(raw);
    return Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}

function writeSkip(userId: string, at: number | null) {
  try {
    if (at === null) localStorage.removeItem(skipKey(userId));
    else localStorage.setItem(skipKey(userId), String(at));
  } catch {
    // Storage refused (private mode): the grace then lasts as long as this page.
  }
}

const partnerOf = (user: User) => user.partner ?? user.contractor?.partner ?? null;

function start(user: User): OnboardingRef {
  const machine = onboardingMachine.provide({
    actors: {
      loadRequirements: fromPromise<CheckedRequirements>(({ signal }) =>
        withApiErrors(async () => ({
          ...(await takeAhead('requirements', () =>
            http.get('requirements', { signal }).json<Requirements>(),
          )),
          checkedAt: Date.now(),
        })),
      ),
    },
    actions: {
      storeSkip: (_, p) => writeSkip(user.id, p.at),
      openHome: () => navigation.go(homePath(user)),
      openDashboard: () => navigation.go(homePath(user)),
      openRedirect: (_, p) => {
        // An in-app path stays in the app; another site is left for.
        if (p.url.startsWith('/')) navigation.go(p.url);
        else window.location.assign(p.url);
      },
    },
  });
  return createActor(machine, {
    input: {
      userType: user.user_type,
      redirectUrl: partnerOf(user)?.redirect_url ?? null,
      skippedAt: readSkip(user.id),
    },
  }).start();
}

/** The one onboarding chart of the signed-in user: the route guard and the wizard share it. */
export const onboardingFor = (user: User): OnboardingRef =>
  onboardingOf(user.id, () => start(user));
