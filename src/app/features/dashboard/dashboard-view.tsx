import type { DashboardFigure } from '../../../domain/contracts/shell';
import { formatDecimal2, formatMoney, shortenThousands } from '../../../domain/format/format';
import { SpaLink } from '../../components/nav/spa-link';
import { DashboardContext } from './provider';
import { LoadError } from '../../components/kit/load-error';
import { OnboardingCongratulation } from '../onboarding/congratulation';

function figureText(f: DashboardFigure): string {
  if (f.kind === 'money') return formatMoney(f.value);
  if (f.kind === 'hours') return `${formatDecimal2(f.value)} h`;
  return shortenThousands(f.value);
}

function Figures() {
  const state = DashboardContext.useSelector((s) => ({
    value: s.value as string,
    figures: s.context.figures,
    error: s.context.error,
  }));
  const ref = DashboardContext.useActorRef();
  return (
    <section
      data-state={state.value}
      aria-labelledby="page-title"
      aria-busy={state.value === 'loading'}
    >
      <h1 id="page-title" className="text-xl font-semibold">
        Dashboard
      </h1>
      <OnboardingCongratulation />
      {state.value === 'failed' && (
        <LoadError message={state.error} onRetry={() => ref.send({ type: 'dashboard.retry' })} />
      )}
      <ul className="mt-4 grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3">
        {state.figures.map((f) => (
          <li key={f.key}>
            <SpaLink
              href={f.href}
              className="block rounded-lg bg-white p-4 ring-1 ring-slate-200 hover:ring-brand dark:bg-slate-900 dark:ring-slate-800"
            >
              <span className="block text-sm text-slate-600 dark:text-slate-400">{f.label}</span>
              <span className="mt-1 block text-2xl font-semibold">{figureText(f)}</span>
            </SpaLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The figures of the signed-in user's scope, each linking to its list. */
export function DashboardView() {
  return (
    <DashboardContext.Provider>
      <Figures />
    </DashboardContext.Provider>
  );
}
