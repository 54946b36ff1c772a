import type {
  DashboardChart,
  DashboardMoney,
  DashboardTodo,
} from '../../../domain/contracts/dashboard';
import type { DashboardFigure } from '../../../domain/contracts/shell';
import { formatDecimal2, formatMoney, shortenThousands } from '../../../domain/format/format';
import { BarChart } from '../../components/kit/bar-chart';
import { LoadError } from '../../components/kit/load-error';
import { SpaLink } from '../../components/nav/spa-link';
import { OnboardingCongratulation } from '../../../resources/onboarding/congratulation';
import { DashboardContext } from './provider';

const card =
  'rounded-lg bg-white ring-1 ring-slate-200 hover:ring-brand dark:bg-slate-900 dark:ring-slate-800';
const heading = 'mt-6 text-lg font-semibold';

function figureText(f: DashboardFigure): string {
  if (f.kind === 'money') return formatMoney(f.value);
  if (f.kind === 'hours') return `${formatDecimal2(f.value)} h`;
  return shortenThousands(f.value);
}

const hours = (hundredths: number) => `${formatDecimal2(hundredths)} h`;

function Todo({ t }: { t: DashboardTodo }) {
  const details = [
    t.amount_cents !== null && t.amount_label && `${formatMoney(t.amount_cents)} ${t.amount_label}`,
    t.due_date && t.due_label && !t.overdue && `${t.due_label} ${t.due_date}`,
  ].filter(Boolean);
  return (
    <li>
      <SpaLink href={t.href} className={`${card} flex flex-wrap items-center gap-x-3 gap-y-1 p-3`}>
        <span className="min-w-9 rounded-full bg-brand px-2 py-0.5 text-center font-semibold text-white">
          {t.count}
        </span>
        <span className="font-medium">{t.label}</span>
        {t.overdue && t.due_date && (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
            Overdue: {t.due_label} {t.due_date}
          </span>
        )}
        {details.length > 0 && (
          <span className="text-sm text-slate-600 sm:ml-auto dark:text-slate-400">
            {details.join(' · ')}
          </span>
        )}
      </SpaLink>
    </li>
  );
}

function Money({ m }: { m: DashboardMoney }) {
  return (
    <li>
      <SpaLink href={m.href} className={`${card} block h-full p-4`}>
        <span className="block text-sm text-slate-600 dark:text-slate-400">{m.label}</span>
        <span className="mt-1 block text-2xl font-semibold tabular-nums">
          {formatMoney(m.cents)}
        </span>
        <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">{m.counts}</span>
      </SpaLink>
    </li>
  );
}

function Chart({ c }: { c: DashboardChart }) {
  return c.unit === 'hours' ? (
    <BarChart
      title={c.title}
      description={c.description}
      bars={c.bars}
      columns={['Week', 'Hours']}
      format={hours}
    />
  ) : (
    <BarChart
      title={c.title}
      description={c.description}
      bars={c.bars}
      columns={['Age', 'Owed']}
      format={formatMoney}
    />
  );
}

function Sections() {
  const state = DashboardContext.useSelector((s) => ({
    value: s.value as string,
    dashboard: s.context.dashboard,
    error: s.context.error,
  }));
  const ref = DashboardContext.useActorRef();
  const { todos, money, charts, figures } = state.dashboard;
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
      {state.value === 'loading' && (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">Loading your dashboard…</p>
      )}
      {(state.value === 'loaded' || state.value === 'allDone') && (
        <section aria-labelledby="todo-title">
          <h2 id="todo-title" className={heading}>
            To do
          </h2>
          {state.value === 'allDone' ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              Nothing waits for you right now.
            </p>
          ) : (
            <ul className="mt-2 flex flex-col gap-2">
              {todos.map((t) => (
                <Todo key={t.key} t={t} />
              ))}
            </ul>
          )}
        </section>
      )}
      {money.length > 0 && (
        <section aria-labelledby="money-title">
          <h2 id="money-title" className={heading}>
            Money
          </h2>
          <ul className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-3">
            {money.map((m) => (
              <Money key={m.key} m={m} />
            ))}
          </ul>
        </section>
      )}
      {charts.length > 0 && (
        <section aria-labelledby="charts-title">
          <h2 id="charts-title" className={heading}>
            Trends
          </h2>
          <div className="mt-2 grid gap-3 lg:grid-cols-2">
            {charts.map((c) => (
              <Chart key={c.key} c={c} />
            ))}
          </div>
        </section>
      )}
      {figures.length > 0 && (
        <section aria-labelledby="figures-title">
          <h2 id="figures-title" className={heading}>
            At a glance
          </h2>
          <ul className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3">
            {figures.map((f) => (
              <li key={f.key}>
                <SpaLink href={f.href} className={`${card} block p-4`}>
                  <span className="block text-sm text-slate-600 dark:text-slate-400">
                    {f.label}
                  </span>
                  <span className="mt-1 block text-2xl font-semibold">{figureText(f)}</span>
                </SpaLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

/** What waits for the signed-in user, then money, trends and the counts of their scope, each linking to its list. */
export function DashboardView() {
  return (
    <DashboardContext.Provider>
      <Sections />
    </DashboardContext.Provider>
  );
}
