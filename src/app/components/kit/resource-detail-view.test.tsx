import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  resourceDetailScreen,
  type DetailLoad,
  type DetailWorkflow,
} from '../../../../machines/kit/resource-detail.screen';
import type { ActionMeta } from '../../../domain/workflow/action-meta';
import { renderPage, textOf } from '../../../../tests/view/render-page';
import { DetailBody, type DetailPageProps } from './resource-detail-view';

interface Item {
  id: string;
  name: string;
}

const meta = (label: string, extra: Partial<ActionMeta> = {}): ActionMeta => ({
  label,
  tone: 'primary',
  who: 'deciders',
  may: () => true,
  ...extra,
});
const WORKFLOW: DetailWorkflow = {
  actions: {
    approve: meta('Approve'),
    reject: meta('Reject', { needs: 'reason', tone: 'danger' }),
    paid: meta('Mark Paid'),
  },
  availableOn: () => [
    { action: 'approve', label: 'Approve', available: true, reasons: [], who: 'deciders' },
    { action: 'reject', label: 'Reject', available: true, reasons: [], who: 'deciders' },
    {
      action: 'paid',
      label: 'Mark Paid',
      available: false,
      reasons: ['Only approved timesheets can be paid'],
      who: 'admins',
    },
  ],
  auditHref: (id) => `/widgets/${id}/audit`,
};
const LOADED: DetailLoad = { item: { id: 'w1', name: 'Widget' }, history: null };

const page: DetailPageProps<Item, never> = {
  title: (item) => (item ? `Widget ${item.name}` : 'Widget'),
  back: { href: '/widgets', label: 'Back to widgets' },
  noun: 'widget',
  sections: (item) => <p>Name is {item.name}</p>,
  steps: () => [{ step: 'mail', label: 'Email a link' }],
};

function start(
  opts: {
    load?: () => Promise<DetailLoad>;
    perform?: () => Promise<void>;
    workflow?: DetailWorkflow | null;
  } = {},
) {
  const logic = resourceDetailScreen.provide({
    actors: {
      loadDetail: fromPromise(opts.load ?? (async () => LOADED)),
      performAction: fromPromise(opts.perform ?? (async () => undefined)),
      runStep: fromPromise(async () => 'Link emailed.'),
    },
  });
  return createActor(logic, {
    input: { id: 'w1', workflow: opts.workflow === undefined ? WORKFLOW : opts.workflow },
  }).start();
}

const view = (actor: ReturnType<typeof start>) =>
  renderPage(<DetailBody snapshot={actor.getSnapshot()} send={actor.send} {...page} />);

describe('the generic detail page', () => {
  it('shows a failed load with its message and a retry', async () => {
    const actor = start({ load: async () => Promise.reject(new Error('Not Found')) });
    await waitFor(actor, (s) => s.matches('failed'));
    const html = view(actor);
    expect(html).toMatch(
      /<div role="alert"[^>]*>Not Found<button type="button" class="underline">Try again<\/button><\/div>/,
    );
    expect(textOf(html)).toContain('Widget');
    expect(html).not.toContain('Name is');
  });

  it('offers the actions the workflow opens as buttons and explains the others', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    const html = view(actor);
    expect(html).toContain('data-state="loaded"');
    expect(textOf(html)).toContain('Widget Widget');
    expect(textOf(html)).toContain('Name is Widget');
    expect(html).toMatch(
      /<button type="button" data-state="loaded.idle" class="[^"]*bg-brand[^"]*">Approve<\/button>/,
    );
    expect(html).toMatch(
      /<button type="button" data-state="loaded.idle" class="[^"]*bg-red-600[^"]*">Reject<\/button>/,
    );
    expect(html).toMatch(
      /<button type="button" data-state="loaded.idle" class="[^"]*">Email a link<\/button>/,
    );
    expect(html).not.toMatch(/<button[^>]*>Mark Paid<\/button>/);
    expect(textOf(html)).toContain(
      'Unavailable actions (1) Mark Paid : Only approved timesheets can be paid Who can: admins',
    );
    expect(html).toMatch(/<a href="\/widgets\/w1\/audit"[^>]*>Replay for audit<\/a>/);
  });

  it('links a record people talk about to its conversations, only once it has loaded', async () => {
    const actor = start();
    const discussed = (a: ReturnType<typeof start>) =>
      renderPage(
        <DetailBody snapshot={a.getSnapshot()} send={a.send} {...page} discussAs="invoice" />,
      );
    expect(discussed(actor)).not.toContain('>Message</a>');
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(discussed(actor)).toMatch(
      /<a href="\/messages\?record_type=invoice&amp;record_id=w1"[^>]*>Message<\/a>/,
    );
    expect(view(actor)).not.toContain('>Message</a>');
  });

  it('offers no audit replay to a user the workflow does not let audit', async () => {
    const actor = start({ workflow: { ...WORKFLOW, auditHref: null } });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(view(actor)).not.toContain('Replay for audit');
  });

  it('disables the buttons while an action runs, then notes it done', async () => {
    let finish = () => {};
    const actor = start({ perform: () => new Promise<void>((resolve) => (finish = resolve)) });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    actor.send({ type: 'detail.act', action: 'approve' });
    const busy = view(actor);
    expect(busy).toContain('aria-busy="true"');
    expect(busy).toMatch(
      /<button type="button" disabled="" data-state="loaded.acting" class="[^"]*">Approve<\/button>/,
    );
    finish();
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(view(actor)).toMatch(
      /<p role="status"[^>]*>Approve: done\.(<!-- -->)? <button type="button" data-state="loaded.idle"[^>]*>Dismiss<\/button><\/p>/,
    );
  });

  it('shows the server’s refusal with each reason', async () => {
    const refusal = Object.assign(new Error('Approve is not allowed now'), {
      reasons: ['Already approved by someone else'],
    });
    const actor = start({ perform: async () => Promise.reject(refusal) });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    actor.send({ type: 'detail.act', action: 'approve' });
    await waitFor(actor, (s) => s.context.failure !== null && s.matches({ loaded: 'idle' }));
    const html = view(actor);
    expect(html).toMatch(
      /<div role="alert"[^>]*><p class="font-medium">Approve is not allowed now<\/p><ul[^>]*><li>Already approved by someone else<\/li><\/ul>/,
    );
    expect(html).toContain('>Dismiss</button>');
  });

  it('has no actions panel for a resource without a workflow or steps', async () => {
    const actor = start({ workflow: null });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    const html = renderPage(
      <DetailBody snapshot={actor.getSnapshot()} send={actor.send} {...page} steps={() => []} />,
    );
    expect(textOf(html)).toContain('Name is Widget');
    expect(html).not.toContain('Actions');
  });

  it("offers a resource's own steps without a workflow", async () => {
    const actor = start({ workflow: null });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(textOf(view(actor))).toContain('Email a link');
  });
});
