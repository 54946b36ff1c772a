import { useSelector } from '@xstate/react';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { onboardingFor } from '../onboarding/actor';
import { LoadError } from '../../app/components/kit/load-error';
import { useFormSubmit } from '../../app/features/auth-pages/use-form-submit';
import { http } from '../../app/lib/http';
import type { User } from '../../domain/contracts/user';
import { stepTitle } from '../../domain/onboarding/step-routes';
import { ScreeningOrdered } from './contract';
import { isScreeningType, type ScreeningType } from './kinds';

/** Sends the worker to the provider: an in-app return path (the demo's) stays in the SPA. */
function useGoTo() {
  const router = useRouter();
  return (url: string) =>
    url.startsWith('/') ? router.history.push(url) : window.location.assign(url);
}

function OrderButton({ type }: { type: ScreeningType }) {
  const goTo = useGoTo();
  const { snapshot, onSubmit, busy } = useFormSubmit(async () =>
    ScreeningOrdered.parse(await http.post('screenings/order', { json: { type } }).json()),
  );
  const ordered = snapshot.matches('succeeded')
    ? (snapshot.context.result as ScreeningOrdered)
    : null;
  useEffect(() => {
    if (ordered) goTo(ordered.redirect_url);
  }, [ordered]); // eslint-disable-line react-hooks/exhaustive-deps -- once per order
  return (
    <form onSubmit={onSubmit} className="inline">
      <button
        type="submit"
        disabled={busy || Boolean(ordered)}
        className="rounded-md bg-brand px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
      >
        Order {stepTitle(type)}
      </button>
      {snapshot.context.error && (
        <LoadError look="line" inline message={snapshot.context.error} className="ml-2" />
      )}
    </form>
  );
}

/** The screenings the signed-in contractor's onboarding still asks for, each a button to order it. */
export function OrderScreenings({ user, only }: { user: User; only?: ScreeningType }) {
  const { required, completed } = useSelector(onboardingFor(user), (s) => s.context);
  const due = required.filter(
    (s): s is ScreeningType =>
      isScreeningType(s) && !completed.includes(s) && (!only || s === only),
  );
  if (user.user_type !== 'contractor' || due.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {due.map((t) => (
        <OrderButton key={t} type={t} />
      ))}
    </div>
  );
}
