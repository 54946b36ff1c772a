import { mayRunReport, reportRunActionMeta } from '../../src/domain/policy/reports';
import { decideAction } from '../../src/domain/workflow/action-meta';
import type { ReportRunEvent } from './report-run.events';

/** Facts of the stored run that the rules read; JSON-serialisable. */
export interface ReportRunFacts {
  /** Which report of the catalogue the run is. */
  report: string;
}

type Check = (facts: ReportRunFacts, event: ReportRunEvent) => string | null;

const mayRetry: Check = (_f, e) => {
  const d = decideAction(reportRunActionMeta.retry, e.user);
  return d.allowed ? null : d.reason;
};
const allowed: Check = (f, e) =>
  mayRunReport(e.user, f.report) ? null : 'You may not run this report.';
const hasReason: Check = (_f, e) =>
  e.type !== 'report_run.fail' || e.reason.trim() ? null : 'A failed run says why.';

/** Every guard of the chart, by capability, with its business rule in words. */
export const guardRules = {
  canRetryRun: {
    description:
      'A user who may run the report asks again for a failed run: it goes back to the queue.',
    checks: [mayRetry, allowed],
  },
  hasFailureReason: {
    description: 'A run fails with a reason the page shows.',
    checks: [hasReason],
  },
} satisfies Record<string, { description: string; checks: Check[] }>;

export type GuardName = keyof typeof guardRules;

export function guardFailures(
  name: GuardName,
  facts: ReportRunFacts,
  event: ReportRunEvent,
): string[] {
  return guardRules[name].checks.map((c) => c(facts, event)).filter((r): r is string => r !== null);
}
