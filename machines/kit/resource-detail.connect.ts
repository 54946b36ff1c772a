import type { SnapshotFrom } from 'xstate';
import type { ActionMeta } from '../../src/domain/workflow/action-meta';
import { buttonProps, topStateOf, type ButtonProps, type Send, type TextProps } from './connect';
import type {
  ActionFailure,
  ResourceDetailEvent,
  resourceDetailScreen,
} from './resource-detail.screen';
import type { ActionAvailability } from './workflow';

export type DetailSnapshot = SnapshotFrom<typeof resourceDetailScreen>;

/** A resource's own step beside its workflow actions (mailing a link, say). */
export interface DetailStep {
  step: string;
  label: string;
}

/** An open action as a button: its words, its tone and the props that send it. */
export interface DetailActionControl {
  action: string;
  label: string;
  tone: ActionMeta['tone'];
  props: ButtonProps;
}

export interface DetailStepControl extends DetailStep {
  props: ButtonProps;
}

/** Everything the detail page renders, as the chart says it now. */
export interface DetailApi {
  /** The page's root: `data-state` is the top state, `aria-busy` while a request runs. */
  rootProps: { 'data-state': string; 'aria-busy': boolean };
  id: string;
  item: unknown;
  history: readonly unknown[] | null;
  /** The load's error while the page has none to show, with its retry. */
  loadError: { message: string | null; retryProps: ButtonProps } | null;
  failure: ActionFailure | null;
  done: string | null;
  dismissProps: ButtonProps;
  /** Whether the page has a workflow: its actions card and its dialog. */
  hasWorkflow: boolean;
  /** Open actions, as buttons. */
  actions: DetailActionControl[];
  /** Closed actions, with why and who could. */
  unavailable: ActionAvailability[];
  steps: DetailStepControl[];
  auditHref: string | null;
  /** For a section that changed the record (a receipt uploaded). */
  onReload: () => void;
  dialog: {
    open: boolean;
    /** The action the dialog asks about. */
    action: string | null;
    meta: ActionMeta | null;
    textProps: TextProps;
    confirmProps: ButtonProps;
    cancelProps: ButtonProps;
  };
}

/**
 * The detail chart joined to its page. `stepsOf` gives the page's own steps this user may take on
 * the loaded record; they are buttons like the actions, sent as `detail.step`.
 */
export function connectDetail(
  snapshot: DetailSnapshot,
  send: Send<ResourceDetailEvent>,
  stepsOf?: (item: unknown) => readonly DetailStep[],
): DetailApi {
  const c = snapshot.context;
  const item = c.data?.item ?? null;
  const steps = item === null ? [] : (stepsOf?.(item) ?? []);
  const workflow = c.workflow;
  const button = (event: ResourceDetailEvent) => buttonProps(snapshot, send, event);
  return {
    rootProps: { 'data-state': topStateOf(snapshot), 'aria-busy': snapshot.hasTag('busy') },
    id: c.id,
    item,
    history: c.data?.history ?? null,
    loadError: snapshot.matches('failed')
      ? { message: c.error, retryProps: button({ type: 'detail.retry' }) }
      : null,
    failure: c.failure,
    done: c.done,
    dismissProps: button({ type: 'detail.dismiss' }),
    hasWorkflow: workflow !== null,
    actions: c.actions
      .filter((a) => a.available)
      .map((a) => ({
        action: a.action,
        label: a.label,
        tone: workflow?.actions[a.action]?.tone ?? 'primary',
        props: button({ type: 'detail.act', action: a.action }),
      })),
    unavailable: c.actions.filter((a) => !a.available),
    steps: steps.map((s) => ({ ...s, props: button({ type: 'detail.step', step: s.step }) })),
    auditHref: workflow?.auditHref?.(c.id) ?? null,
    onReload: () => send({ type: 'detail.reload' }),
    dialog: {
      open: snapshot.hasTag('dialog'),
      action: c.pending,
      meta: c.pending === null ? null : (workflow?.actions[c.pending] ?? null),
      textProps: { value: c.text, onChange: (value) => send({ type: 'detail.text', value }) },
      confirmProps: button({ type: 'detail.confirm' }),
      cancelProps: button({ type: 'detail.cancel' }),
    },
  };
}
