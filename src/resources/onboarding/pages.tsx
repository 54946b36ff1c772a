import { useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import type { User } from '../../domain/contracts/user';
import { stepRoute, stepTitle } from '../../domain/onboarding/step-routes';
import { onboardingFor, type OnboardingRef } from './actor';
import { LoadError } from '../../app/components/kit/load-error';
import { SpaLink } from '../../app/components/nav/spa-link';
import { hasInlineForm, InlineStepForm } from './step-forms';

const button =
  'rounded-md px-4 py-2 text-sm font-medium ring-1 ring-slate-300 disabled:opacity-50 dark:ring-slate-700';

function StepList({ ref_ }: { ref_: OnboardingRef }) {
  const { required, completed, step } = useSelector(ref_, (s) => s.context);
  return (
    <ol aria-label="Onboarding steps" className="space-y-1 text-sm">
      {required.map((name) => {
        const done = completed.includes(name);
        return (
          <li
            key={name}
            aria-current={name === step ? 'step' : undefined}
            className={name === step ? 'font-semibold text-brand' : done ? 'text-slate-500' : ''}
          >
            <span aria-hidden="true">{done ? '✓ ' : name === step ? '→ ' : '○ '}</span>
            {stepTitle(name)}
            {done && <span className="sr-only"> (done)</span>}
          </li>
        );
      })}
    </ol>
  );
}

/** The current step: its form in place, or a link to its page; then the sync check and skip. */
function CurrentStep({ ref_, user }: { ref_: OnboardingRef; user: User }) {
  const s = useSelector(ref_, (snap) => snap);
  const step = s.context.step ?? '';
  const sync = useCallback(() => ref_.send({ type: 'onboarding.sync' }), [ref_]);
  const busy = s.hasTag('busy');
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">{stepTitle(step)}</h2>
      {hasInlineForm(step) ? (
        <InlineStepForm key={step} step={step} user={user} onSaved={sync} />
      ) : (
        <p className="text-sm">
          <SpaLink
            href={stepRoute(step, { userType: user.user_type, requiresW2: s.context.requiresW2 })}
            className="text-brand underline"
          >
            Open {stepTitle(step)}
          </SpaLink>{' '}
          and complete it, then check your progress here.
        </p>
      )}
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <button type="button" className={button} disabled={busy} onClick={sync}>
          {s.matches('syncing') ? 'Checking…' : 'Check progress'}
        </button>
        <button
          type="button"
          className={button}
          disabled={busy}
          onClick={() => ref_.send({ type: 'onboarding.skip', at: Date.now() })}
        >
          Skip for now
        </button>
      </div>
    </div>
  );
}

/**
 * `/onboard/{userType}`: the signed-in user's onboarding wizard, drawn from the onboarding chart the
 * route guard shares (spec §4).
 */
export function OnboardPage({ user }: { user: User }) {
  const ref = onboardingFor(user);
  const s = useSelector(ref, (snap) => snap);
  const opened = s.matches('redirecting');
  // Coming back from a step's own page: the chart reads progress again (it ignores this elsewhere).
  useEffect(() => {
    ref.send({ type: 'onboarding.returned' });
  }, [ref]);
  useEffect(() => {
    if (opened) ref.send({ type: 'onboarding.opened' });
  }, [opened, ref]);
  const { required, completed, message } = s.context;
  const top = typeof s.value === 'string' ? s.value : '';
  return (
    <section data-state={top} aria-labelledby="page-title" aria-busy={s.hasTag('busy')}>
      <h1 id="page-title" className="text-xl font-semibold">
        Onboarding
      </h1>
      {required.length > 0 && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {completed.filter((c) => required.includes(c)).length} of {required.length} steps done
        </p>
      )}
      <div role="status" className="mt-3 min-h-6 text-sm font-medium">
        {message}
      </div>
      {s.matches('failed') && (
        <LoadError
          message={s.context.error}
          onRetry={() => ref.send({ type: 'onboarding.retry' })}
        />
      )}
      <div className="mt-4 grid gap-6 md:grid-cols-[14rem_1fr]">
        <StepList ref_={ref} />
        <div className="rounded-lg bg-white p-5 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
          {(s.matches('atStep') || s.matches('syncing')) && <CurrentStep ref_={ref} user={user} />}
          {s.matches('checking') && <p className="text-sm text-slate-500">Loading…</p>}
          {s.matches('skipped') && (
            <div className="space-y-3">
              <p className="text-sm">You skipped onboarding for now.</p>
              <button
                type="button"
                className={button}
                onClick={() => ref.send({ type: 'onboarding.resume' })}
              >
                Continue onboarding
              </button>
            </div>
          )}
          {s.matches('confirmingRedirect') && (
            <div className="space-y-3">
              <p className="text-sm">
                You have completed onboarding. Continue to {s.context.redirectUrl}?
              </p>
              <div className="flex gap-3">
                <button
                  type="button"
                  className="rounded-md bg-brand px-4 py-2 text-sm font-medium text-white"
                  onClick={() => ref.send({ type: 'onboarding.confirmRedirect' })}
                >
                  Continue
                </button>
                <button
                  type="button"
                  className={button}
                  onClick={() => ref.send({ type: 'onboarding.declineRedirect' })}
                >
                  Go to my dashboard
                </button>
              </div>
            </div>
          )}
          {s.matches('complete') && (
            <p className="text-sm">
              Onboarding is complete.{' '}
              <SpaLink href={`/${user.user_type}/dashboard`} className="text-brand underline">
                Go to your dashboard
              </SpaLink>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
