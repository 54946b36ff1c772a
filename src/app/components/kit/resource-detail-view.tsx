import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import {
  connectDetail,
  type DetailApi,
  type DetailSnapshot,
  type DetailStep,
} from '../../../../machines/kit/resource-detail.connect';
import {
  resourceDetailScreen,
  type DetailWorkflow,
  type ResourceDetailEvent,
} from '../../../../machines/kit/resource-detail.screen';
import type { MessageRecordType } from '../../../resources/conversations/kinds';
import { SpaLink } from '../nav/spa-link';
import { ActionDialog } from './action-dialog';
import { DetailActions } from './detail-actions';
import { DetailNotices } from './detail-notices';
import { LoadError } from './load-error';

export type { DetailSnapshot };

export interface BackLink {
  href: string;
  label: string;
}

/** What a resource tells the generic detail page about itself. */
export interface DetailPageProps<Item, Entry> {
  /** The heading, before and after the record has loaded. */
  title: (item: Item | null) => string;
  /** Where "back" goes; a function when that depends on the record (a worker's list, a verifier's queue). */
  back: BackLink | ((item: Item | null) => BackLink);
  /** The record's noun in a confirmation: "this timesheet". */
  noun: string;
  /** The record's own sections: its fields, its history; `reload` when a section changed the record. */
  sections: (item: Item, history: readonly Entry[] | null, reload: () => void) => ReactNode;
  /** Open actions offered another way than a button (submit through the entry page), by action. */
  elsewhere?: (item: Item, reload: () => void) => Readonly<Record<string, ReactNode>>;
  /** The resource's own steps this user may take on this record now. */
  steps?: (item: Item) => readonly DetailStep[];
  /** Where this user edits the record (the resource's form page); absent or null when they may not. */
  editHref?: (item: Item) => string | null;
  /** The edit link's words when "Edit" undersells it (an I-9's section 2 is completed, not edited). */
  editLabel?: (item: Item) => string;
  /** What an action will do to this record, said in its confirmation (whom a send mails, and how much). */
  confirmDetail?: (item: Item, action: string) => ReactNode;
  /** A record people talk about: a "Message" link opens the conversations about it (and a new one). */
  discussAs?: MessageRecordType;
}

const panel = 'rounded-lg bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800';

/** A titled card of the detail page. */
export function DetailSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={panel}>
      <h2 id={`${id}-title`} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The page for one chart snapshot; `ResourceDetailView` runs the chart and feeds it. */
export function DetailBody<Item, Entry>({
  snapshot,
  send,
  ...page
}: DetailPageProps<Item, Entry> & {
  snapshot: DetailSnapshot;
  send: (event: ResourceDetailEvent) => void;
}) {
  // The resource's own loader produced the record, so it is an Item.
  const steps = page.steps as ((item: unknown) => readonly DetailStep[]) | undefined;
  return <DetailView api={connectDetail(snapshot, send, steps)} {...page} />;
}

/** The page as the chart's connect says it: it spreads the props it is given and decides nothing. */
export function DetailView<Item, Entry>({
  api,
  title,
  back,
  noun,
  sections,
  elsewhere,
  editHref,
  editLabel,
  confirmDetail,
  discussAs,
}: DetailPageProps<Item, Entry> & { api: DetailApi }) {
  // The resource's own loader produced the record and its history.
  const item = api.item as Item | null;
  const history = api.history as readonly Entry[] | null;
  const dialog = api.dialog;
  // A record without a workflow may still have steps of its own (deactivate a user).
  const aside = api.hasWorkflow || api.steps.length > 0;
  const backLink = typeof back === 'function' ? back(item) : back;
  return (
    <section aria-labelledby="page-title" {...api.rootProps}>
      <SpaLink href={backLink.href} className="text-sm text-brand underline">
        {backLink.label}
      </SpaLink>
      <div className="mt-2 flex items-center justify-between gap-3">
        <h1 id="page-title" className="text-xl font-semibold">
          {title(item)}
        </h1>
        {item !== null && discussAs && (
          <SpaLink
            href={`/messages?record_type=${discussAs}&record_id=${api.id}`}
            className="ml-auto rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 dark:ring-slate-700"
          >
            Message
          </SpaLink>
        )}
        {item !== null && editHref?.(item) && (
          <SpaLink
            href={editHref(item) ?? ''}
            className="rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 dark:ring-slate-700"
          >
            {editLabel?.(item) ?? 'Edit'}
          </SpaLink>
        )}
      </div>
      {api.loadError && (
        <LoadError message={api.loadError.message} onRetry={api.loadError.retryProps.onClick} />
      )}
      <DetailNotices failure={api.failure} done={api.done} dismissProps={api.dismissProps} />
      {item !== null && (
        // minmax(0, …) tracks: a wide table in a section scrolls in its own box instead of
        // widening the page past a phone's screen.
        <div
          className={`mt-4 grid grid-cols-1 gap-4 ${aside ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]' : ''}`}
        >
          <div className="space-y-4">{sections(item, history, api.onReload)}</div>
          {aside && (
            <div>
              <DetailActions
                actions={api.actions}
                unavailable={api.unavailable}
                elsewhere={elsewhere?.(item, api.onReload) ?? {}}
                steps={api.steps}
                auditHref={api.auditHref}
              />
            </div>
          )}
        </div>
      )}
      {api.hasWorkflow && (
        <ActionDialog
          meta={dialog.meta}
          open={dialog.open}
          noun={noun}
          text={dialog.textProps.value}
          canConfirm={!dialog.confirmProps.disabled}
          onText={dialog.textProps.onChange}
          onConfirm={dialog.confirmProps.onClick}
          onCancel={dialog.cancelProps.onClick}
          detail={
            item !== null && dialog.action !== null
              ? confirmDetail?.(item, dialog.action)
              : undefined
          }
        />
      )}
    </section>
  );
}

interface ViewProps<Item, Entry> extends DetailPageProps<Item, Entry> {
  /** The generic chart with the resource's loader (and action and step runners) provided. */
  logic: typeof resourceDetailScreen;
  id: string;
  /** The shared workflow as the signed-in user meets it; null for a resource without one. */
  workflow: DetailWorkflow | null;
}

/** Any resource's detail page, run by the one detail chart. Key it by id so another record starts afresh. */
export function ResourceDetailView<Item, Entry>({
  logic,
  id,
  workflow,
  ...page
}: ViewProps<Item, Entry>) {
  const ref = useActorRef(logic, { input: { id, workflow } });
  const snapshot = useSelector(ref, (s) => s);
  return <DetailBody snapshot={snapshot} send={ref.send} {...page} />;
}
