import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import {
  resourceDetailScreen,
  type DetailWorkflow,
  type ResourceDetailEvent,
} from '../../../../machines/kit/resource-detail.screen';
import type { MessageRecordType } from '../../../domain/messages/records';
import { SpaLink } from '../nav/spa-link';
import { ActionDialog } from './action-dialog';
import { DetailActions, type DetailStep } from './detail-actions';
import { DetailNotices } from './detail-notices';
import { LoadError } from './load-error';

export type DetailSnapshot = SnapshotFrom<typeof resourceDetailScreen>;

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
  snapshot: s,
  send,
  title,
  back,
  noun,
  sections,
  elsewhere,
  steps,
  editHref,
  editLabel,
  confirmDetail,
  discussAs,
}: DetailPageProps<Item, Entry> & {
  snapshot: DetailSnapshot;
  send: (event: ResourceDetailEvent) => void;
}) {
  // The resource's own loader produced the record and its history.
  const item = (s.context.data?.item ?? null) as Item | null;
  const history = (s.context.data?.history ?? null) as readonly Entry[] | null;
  const workflow = s.context.workflow;
  const top = typeof s.value === 'string' ? s.value : Object.keys(s.value)[0];
  const pending = s.context.pending;
  // A record without a workflow may still have steps of its own (deactivate a user).
  const ownSteps = item === null ? [] : (steps?.(item) ?? []);
  const aside = workflow !== null || ownSteps.length > 0;
  const backLink = typeof back === 'function' ? back(item) : back;
  return (
    <section data-state={top} aria-labelledby="page-title" aria-busy={s.hasTag('busy')}>
      <SpaLink href={backLink.href} className="text-sm text-brand underline">
        {backLink.label}
      </SpaLink>
      <div className="mt-2 flex items-center justify-between gap-3">
        <h1 id="page-title" className="text-xl font-semibold">
          {title(item)}
        </h1>
        {item !== null && discussAs && (
          <SpaLink
            href={`/messages?record_type=${discussAs}&record_id=${s.context.id}`}
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
      {s.matches('failed') && (
        <LoadError message={s.context.error} onRetry={() => send({ type: 'detail.retry' })} />
      )}
      <DetailNotices
        failure={s.context.failure}
        done={s.context.done}
        onDismiss={() => send({ type: 'detail.dismiss' })}
      />
      {item !== null && (
        <div className={`mt-4 grid gap-4 ${aside ? 'lg:grid-cols-[2fr_1fr]' : ''}`}>
          <div className="space-y-4">
            {sections(item, history, () => send({ type: 'detail.reload' }))}
          </div>
          {aside && (
            <div>
              <DetailActions
                actions={s.context.actions}
                meta={workflow?.actions ?? {}}
                elsewhere={elsewhere?.(item, () => send({ type: 'detail.reload' })) ?? {}}
                steps={ownSteps}
                busy={s.hasTag('busy') || s.hasTag('dialog')}
                auditHref={workflow?.auditHref?.(s.context.id) ?? null}
                onAct={(action) => send({ type: 'detail.act', action })}
                onStep={(step) => send({ type: 'detail.step', step })}
              />
            </div>
          )}
        </div>
      )}
      {workflow && (
        <ActionDialog
          meta={pending === null ? null : (workflow.actions[pending] ?? null)}
          open={s.hasTag('dialog')}
          noun={noun}
          text={s.context.text}
          canConfirm={s.can({ type: 'detail.confirm' })}
          onText={(value) => send({ type: 'detail.text', value })}
          onConfirm={() => send({ type: 'detail.confirm' })}
          onCancel={() => send({ type: 'detail.cancel' })}
          detail={item !== null && pending !== null ? confirmDetail?.(item, pending) : undefined}
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
