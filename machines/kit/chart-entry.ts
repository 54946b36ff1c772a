import type { AnyStateMachine } from 'xstate';
import type { ChartWorkflowView } from './chart-graph';

/** One chart as the registry (`machines/charts.ts`) lists it, for the exports and the developers' pages. */
export interface ChartEntry {
  /** The machine's id: the name of its exports in `statecharts/` and its page at `/developers/statecharts/<id>`. */
  id: string;
  title: string;
  description: string;
  /** The file the chart lives in, from the repository root. */
  source: string;
  kind: 'workflow' | 'screen';
  /** The machine object the code runs, not a copy. */
  machine: AnyStateMachine;
  /** A workflow's definition: its actions' labels and who may take them, and its guards' rules. */
  workflow?: ChartWorkflowView;
}

/** A registry entry; `source` is the chart's file from the repository root. */
export const chartEntry = (
  machine: AnyStateMachine,
  source: string,
  title: string,
  description?: string,
  workflow?: ChartWorkflowView,
): ChartEntry => ({
  id: machine.id,
  title,
  description: machine.config.description ?? description ?? '',
  source,
  kind: workflow ? 'workflow' : 'screen',
  machine,
  ...(workflow ? { workflow } : {}),
});
