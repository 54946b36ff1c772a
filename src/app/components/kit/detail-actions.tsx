import type { ReactNode } from 'react';
import type {
  DetailActionControl,
  DetailStepControl,
} from '../../../../machines/kit/resource-detail.connect';
import type { ActionAvailability } from '../../../../machines/kit/workflow';
import type { ActionMeta } from '../../../domain/workflow/action-meta';
import { SpaLink } from '../nav/spa-link';

const button = 'rounded-md px-3 py-1.5 text-sm font-medium disabled:opacity-50';
const toneClass: Record<ActionMeta['tone'], string> = {
  primary: 'bg-brand text-white',
  neutral: 'bg-brand text-white',
  danger: 'bg-red-600 text-white',
};

interface Props {
  /** The open actions as the chart's connect gives them. */
  actions: readonly DetailActionControl[];
  unavailable: readonly ActionAvailability[];
  /** Open actions the page offers another way than a button, with that way. */
  elsewhere: Readonly<Record<string, ReactNode>>;
  steps: readonly DetailStepControl[];
  /** The record's audit replay, for those who may audit it. */
  auditHref: string | null;
}

/**
 * What the shared workflow opens to this user now, as buttons, then the rest with the reason in
 * words and who could take them. Every button spreads the props the chart's connect made.
 */
export function DetailActions({ actions, unavailable, elsewhere, steps, auditHref }: Props) {
  const links = actions.filter((a) => a.action in elsewhere);
  const buttons = actions.filter((a) => !(a.action in elsewhere));
  return (
    <section
      aria-labelledby="actions-title"
      className="rounded-lg bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2 id="actions-title" className="text-base font-semibold">
        Actions
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {links.map((a) => (
          <span key={a.action}>{elsewhere[a.action]}</span>
        ))}
        {buttons.map((a) => (
          <button key={a.action} {...a.props} className={`${button} ${toneClass[a.tone]}`}>
            {a.label}
          </button>
        ))}
        {steps.map((s) => (
          <button key={s.step} {...s.props} className={`${button} ring-1 ring-brand text-brand`}>
            {s.label}
          </button>
        ))}
        {actions.length === 0 && steps.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            No action is available to you now.
          </p>
        )}
      </div>
      {unavailable.length > 0 && (
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer text-slate-700 dark:text-slate-300">
            Unavailable actions ({unavailable.length})
          </summary>
          <ul aria-label="Unavailable actions" className="mt-2 space-y-2">
            {unavailable.map((a) => (
              <li key={a.action}>
                <span className="font-medium">{a.label}</span>: {a.reasons.join('; ')}
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  Who can: {a.who}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {auditHref && (
        <SpaLink href={auditHref} className="mt-4 inline-block text-sm font-medium underline">
          Replay for audit
        </SpaLink>
      )}
    </section>
  );
}
