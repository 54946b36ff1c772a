import type { SnapshotFrom } from 'xstate';
import { buttonProps, topStateOf, type ButtonProps, type Send, type TextProps } from './connect';
import { needsHint, textLabel } from '../../src/domain/workflow/action-meta';
import { bulkNeeds, type BulkEvent, type BulkOutcome, type bulkScreen } from './bulk.screen';

export type BulkSnapshot = SnapshotFrom<typeof bulkScreen>;

/** The rows a list has selected, as the bulk bar is given them. */
export interface BulkSelection {
  ids: readonly string[];
  /** How each selected row reads in the dialog. */
  labels: () => Record<string, string>;
}

/** Everything the bulk bar and its dialog render, as the bulk chart says it now. */
export interface BulkApi {
  /** Shown while rows are selected: the count, the action menu and Preview…. */
  toolbar: {
    count: string;
    options: Array<{ value: string; label: string }>;
    select: { value: string; disabled: boolean; onChange: (value: string) => void };
    previewProps: ButtonProps;
  } | null;
  dialog: {
    open: boolean;
    title: string;
    rootProps: { 'data-state': string };
    /** Escape or a click outside: the chart closes it unless a request runs. */
    onDismiss: () => void;
    close: { label: string; props: ButtonProps };
    /** The reason or evidence the action asks before its preview. */
    text: (TextProps & { label: string; hint: string | undefined }) | null;
    /** The button that moves the dialog on: Preview, Apply or Try again. */
    next: { label: string; props: ButtonProps } | null;
    status: string | null;
    outcomes: { result: BulkOutcome; labels: Record<string, string>; verb: 'would' | 'did' } | null;
    error: string | null;
  };
}

export function connectBulk(
  snapshot: BulkSnapshot,
  send: Send<BulkEvent>,
  selection: BulkSelection,
  noun: string,
): BulkApi {
  const { context: c } = snapshot;
  const labelOf = (action: string) => c.meta[action]?.label ?? action;
  const label = c.action ? labelOf(c.action) : '';
  const needs = bulkNeeds(c);
  const at = (state: Parameters<BulkSnapshot['matches']>[0]) => snapshot.matches(state);
  const button = (event: BulkEvent) => buttonProps(snapshot, send, event);
  const shown = at('applied') ? c.outcome : at('previewed') || at('applying') ? c.preview : null;
  return {
    toolbar:
      selection.ids.length > 0
        ? {
            count: `${selection.ids.length} selected`,
            options: c.offered.map((a) => ({ value: a, label: labelOf(a) })),
            select: {
              value: c.picked,
              disabled: !at('idle'),
              onChange: (action) => send({ type: 'bulk.pick', action }),
            },
            previewProps: button({
              type: 'bulk.choose',
              ids: [...selection.ids],
              labels: selection.labels(),
            }),
          }
        : null,
    dialog: {
      open: snapshot.hasTag('dialog'),
      title: `${label}: ${c.ids.length} selected`,
      rootProps: { 'data-state': topStateOf(snapshot) },
      onDismiss: () => send({ type: 'bulk.close' }),
      close: { label: at('applied') ? 'Close' : 'Cancel', props: button({ type: 'bulk.close' }) },
      text:
        at('describing') && needs
          ? {
              label: textLabel[needs],
              value: c.text,
              onChange: (value) => send({ type: 'bulk.text', value }),
              hint: needsHint(label, needs, c.text),
            }
          : null,
      next: at('describing')
        ? { label: 'Preview', props: button({ type: 'bulk.preview' }) }
        : at('previewed') || at('applying')
          ? { label: 'Apply', props: button({ type: 'bulk.apply' }) }
          : at('failed')
            ? { label: 'Try again', props: button({ type: 'bulk.retry' }) }
            : null,
      status: at('previewing')
        ? `Checking each ${noun}…`
        : at('applied') && c.outcome
          ? `${c.outcome.succeeded} succeeded, ${c.outcome.failed} failed.`
          : shown
            ? `${shown.succeeded} would succeed, ${shown.failed} would not.`
            : null,
      outcomes: shown
        ? { result: shown, labels: c.labels, verb: at('applied') ? 'did' : 'would' }
        : null,
      error: at('failed') ? c.error : null,
    },
  };
}
