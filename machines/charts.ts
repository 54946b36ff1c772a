import type { AnyStateMachine } from 'xstate';
import { resources } from '../src/resources';
import { chartEntry, type ChartEntry } from './kit/chart-entry';
import { pathOfPlural } from './kit/workflow';
import { codeEntryMachine } from './code-entry/code-entry.screen';
import { dashboardScreen } from './dashboard/dashboard.screen';
import { geolocationCapture } from './geolocation/geolocation.screen';
import { globalsMachine } from './globals/globals.screen';
import { preloadedMachine } from './globals/preloaded.screen';
import { bulkScreen } from './kit/bulk.screen';
import type { ChartWorkflowView } from './kit/chart-graph';
import { resourceDetailScreen } from './kit/resource-detail.screen';
import { resourceFormScreen } from './kit/resource-form.screen';
import { resourceListScreen } from './kit/resource-list.screen';
import { searchPaletteMachine } from './search-palette/search-palette.screen';
import { formSubmitMachine } from './session/form-submit.screen';
import { resendCodeMachine } from './session/resend-code.screen';
import { sessionMachine } from './session/session.screen';
import { twoFactorMachine } from './two-factor/two-factor.screen';
import { auditReplayScreen } from './audit-replay/audit-replay.screen';
import { documentUploadScreen } from './kit/document-upload.screen';
import { fileUploadScreen } from './kit/file-upload.screen';
import { calculatorScreen } from './kit/calculator.screen';
import { revealScreen } from './kit/reveal.screen';

/** Charts under `machines/`, named by their path there. */
const chart = (
  machine: AnyStateMachine,
  source: string,
  title: string,
  description?: string,
  workflow?: ChartWorkflowView,
): ChartEntry => chartEntry(machine, `machines/${source}`, title, description, workflow);

/**
 * Every chart of the product, once: `npm run statecharts` exports these and `/developers/statecharts` draws them.
 * A new chart is one line here, or its resource's manifest (`src/resources/<name>/manifest.ts`); a
 * test fails when a chart in `machines/` or a resource folder is missing.
 */
export const charts: readonly ChartEntry[] = [
  chart(
    fileUploadScreen,
    'kit/file-upload.screen.ts',
    'Record files',
    "A record's files: list, upload one at a time, list again.",
  ),
  chart(
    documentUploadScreen,
    'kit/document-upload.screen.ts',
    'Document upload',
    'Uploading one file with the fields describing it (a document type, an expiry).',
  ),
  chart(
    auditReplayScreen,
    'audit-replay/audit-replay.screen.ts',
    "Auditor's replay",
    "Loads a record's replay and steps through its events.",
  ),
  chart(
    bulkScreen,
    'kit/bulk.screen.ts',
    'Bulk actions',
    "An action on a list's selection: the text it needs, the per-row preview, apply.",
  ),
  chart(
    calculatorScreen,
    'kit/calculator.screen.ts',
    'Calculator',
    'The commission, pricing and pay calculators: each change is evaluated by a pure domain function and the result shows live.',
  ),
  chart(codeEntryMachine, 'code-entry/code-entry.screen.ts', 'Code entry'),
  chart(
    dashboardScreen,
    'dashboard/dashboard.screen.ts',
    'Dashboard',
    "Loads the caller's figures, with a retry when loading fails.",
  ),
  chart(
    formSubmitMachine,
    'session/form-submit.screen.ts',
    'Form submit',
    'A sign-in page form: submitting, failed with the message, done.',
  ),
  chart(geolocationCapture, 'geolocation/geolocation.screen.ts', 'Geolocation'),
  chart(
    globalsMachine,
    'globals/globals.screen.ts',
    'Public globals',
    'Loads the branding and settings at start, with a retry.',
  ),
  chart(
    preloadedMachine,
    'globals/preloaded.screen.ts',
    'Preloaded lists',
    "Loads the lists forms offer (workers' comp codes) once a user is signed in, with a retry; pages never wait.",
  ),
  chart(
    resendCodeMachine,
    'session/resend-code.screen.ts',
    'Resend code',
    'Resending a verification code, disabled for 60 seconds after each send.',
  ),
  chart(
    resourceDetailScreen,
    'kit/resource-detail.screen.ts',
    'Record detail',
    "Every record's page: load it and its history, its actions and their dialogs.",
  ),
  chart(revealScreen, 'kit/reveal.screen.ts', 'Reveal masked numbers'),
  chart(
    resourceFormScreen,
    'kit/resource-form.screen.ts',
    'Create and edit form',
    'Every form: load, edit with the shared check, save.',
  ),
  chart(
    resourceListScreen,
    'kit/resource-list.screen.ts',
    'Resource list',
    'Every list: load a page, filter, sort, select, download CSV.',
  ),
  chart(searchPaletteMachine, 'search-palette/search-palette.screen.ts', 'Search palette'),
  chart(sessionMachine, 'session/session.screen.ts', 'Session'),
  chart(twoFactorMachine, 'two-factor/two-factor.screen.ts', 'Two-factor modal'),
  ...resources.flatMap((r) => r.charts ?? []),
];

export type { ChartEntry };

export const chartById = (id: string): ChartEntry | undefined => charts.find((c) => c.id === id);

/** The workflow whose records live at `/<path>`: every one has an audit replay beside its record's page. */
export const workflowChartAt = (
  path: string,
): (ChartEntry & { workflow: ChartWorkflowView }) | undefined =>
  charts.find(
    (c): c is ChartEntry & { workflow: ChartWorkflowView } =>
      c.workflow !== undefined && pathOfPlural(c.workflow.plural) === path,
  );
