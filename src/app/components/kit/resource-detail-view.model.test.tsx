// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router';
import { expect } from 'vitest';
import { connectDetail, type DetailApi } from '../../../../machines/kit/resource-detail.connect';
import {
  resourceDetailScreen,
  type DetailLoad,
  type DetailWorkflow,
} from '../../../../machines/kit/resource-detail.screen';
import {
  describeView,
  press,
  type ViewModelSpec,
  type ViewSut,
} from '../../../../tests/model/view-model';
import { DetailView, type DetailPageProps } from './resource-detail-view';
import {
  detailActionMeta as meta,
  detailModelEvents,
  serializeDetail,
} from '../../../../machines/kit/resource-detail.fixtures';

/** A workflow of four actions: a plain one, one asking a reason, one asking confirmation, one closed now. */
const WORKFLOW: DetailWorkflow = {
  actions: {
    approve: meta('Approve'),
    reject: meta('Reject', { needs: 'reason', tone: 'danger' }),
    delete: meta('Delete', { confirm: true }),
    paid: meta('Mark Paid'),
  },
  availableOn: () => [
    { action: 'approve', label: 'Approve', available: true, reasons: [], who: 'deciders' },
    { action: 'reject', label: 'Reject', available: true, reasons: [], who: 'deciders' },
    { action: 'delete', label: 'Delete', available: true, reasons: [], who: 'deciders' },
    {
      action: 'paid',
      label: 'Mark Paid',
      available: false,
      reasons: ['Only approved widgets can be paid'],
      who: 'admins',
    },
  ],
  auditHref: (id) => `/widgets/${id}/audit`,
};
const DATA: DetailLoad = { item: { id: 'w1', name: 'Sprocket' }, history: [] };

interface Widget {
  id: string;
  name: string;
}
const page: DetailPageProps<Widget, never> = {
  title: (w) => (w ? `Widget ${w.name}` : 'Widget'),
  back: { href: '/widgets', label: '← Widgets' },
  noun: 'widget',
  sections: (w, _history, reload) => (
    <p>
      Name is {w.name}
      <button type="button" onClick={reload}>
        Upload receipt
      </button>
    </p>
  ),
  steps: () => [{ step: 'emailApprovalLink', label: 'Email approval link' }],
};

const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory() });

const root = (sut: ViewSut) =>
  sut.container.querySelector('section[aria-labelledby="page-title"]') as HTMLElement;
const actionsCard = () => screen.getByRole('region', { name: 'Actions' });
const dialog = () => screen.getByRole('dialog');
const labelOf = (action: string) => WORKFLOW.actions[action]?.label ?? action;

const button = (scope: HTMLElement | null, name: string) =>
  scope ? within(scope).queryByRole('button', { name }) : null;

const spec: ViewModelSpec<DetailApi> = {
  machine: resourceDetailScreen,
  input: { id: 'w1', workflow: WORKFLOW },
  invokes: ['loadDetail', 'performAction', 'runStep'],
  events: detailModelEvents(DATA),
  serialize: serializeDetail,
  connect: (snapshot, send) => connectDetail(snapshot as never, send, page.steps as never),
  view: (api) => (
    <RouterContextProvider router={router}>
      <DetailView api={api} {...page} />
    </RouterContextProvider>
  ),
  states: {
    loading: (sut, model) => {
      expect(root(sut).dataset.state).toBe('loading');
      expect(root(sut).getAttribute('aria-busy')).toBe('true');
      if (model.context.data)
        for (const b of within(actionsCard()).getAllByRole('button'))
          expect(b).toHaveProperty('disabled', true);
    },
    failed: (sut, model) => {
      expect(root(sut).dataset.state).toBe('failed');
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'Not FoundTry again',
      );
      // A reload that failed keeps the record it had on the page.
      expect(screen.queryByText(/Name is/) !== null).toBe(model.context.data !== null);
    },
    'loaded.idle': (sut, model) => {
      expect(root(sut).dataset.state).toBe('loaded');
      expect(root(sut).getAttribute('aria-busy')).toBe('false');
      const buttons = within(actionsCard()).getAllByRole('button');
      expect(
        buttons.map((b) => [b.textContent, (b as HTMLButtonElement).disabled, b.dataset.state]),
      ).toEqual([
        ['Approve', false, 'loaded.idle'],
        ['Reject', false, 'loaded.idle'],
        ['Delete', false, 'loaded.idle'],
        ['Email approval link', false, 'loaded.idle'],
      ]);
      expect(
        within(actionsCard()).getByRole('list', { name: 'Unavailable actions' }).textContent,
      ).toBe('Mark Paid: Only approved widgets can be paidWho can: admins');
      const alert = screen.queryByRole('alert');
      expect(alert?.textContent ?? null).toBe(
        model.context.failure
          ? 'Approve is not allowed nowAlready approved by someone elseDismiss'
          : null,
      );
      expect(screen.queryByRole('status')?.textContent ?? null).toBe(
        model.context.failure || !model.context.done ? null : `${model.context.done} Dismiss`,
      );
    },
    'loaded.askingText': (_sut, model) => {
      expect(within(dialog()).getByRole('heading').textContent).toBe('Reject');
      expect(within(dialog()).getByRole('textbox', { name: 'Reason' })).toHaveProperty(
        'value',
        model.context.text,
      );
      expect(button(dialog(), 'Reject')).toHaveProperty(
        'disabled',
        model.context.text.trim() === '',
      );
      expect(within(dialog()).queryByText('Reject needs a reason.') !== null).toBe(
        model.context.text.trim() === '',
      );
    },
    'loaded.confirming': () => {
      expect(
        within(dialog()).getByText('Are you sure you want to delete this widget?'),
      ).toBeTruthy();
      expect(button(dialog(), 'Delete')).toHaveProperty('disabled', false);
    },
    'loaded.acting': (sut) => {
      expect(root(sut).getAttribute('aria-busy')).toBe('true');
      expect(screen.queryByRole('dialog')).toBeNull();
      for (const b of within(actionsCard()).getAllByRole('button'))
        expect([b.textContent, (b as HTMLButtonElement).disabled, b.dataset.state]).toEqual([
          b.textContent,
          true,
          'loaded.acting',
        ]);
    },
    'loaded.runningStep': (sut) => {
      expect(root(sut).getAttribute('aria-busy')).toBe('true');
      expect(button(actionsCard(), 'Email approval link')).toHaveProperty('disabled', true);
      expect(screen.queryByRole('alert')).toBeNull();
    },
  },
  drivers: {
    'detail.retry': (sut, e) => press(sut, screen.queryByRole('button', { name: 'Try again' }), e),
    'detail.reload': (sut, e) =>
      press(sut, screen.queryByRole('button', { name: 'Upload receipt' }), e),
    'detail.act': (sut, e) =>
      press(
        sut,
        button(screen.queryByRole('region', { name: 'Actions' }), labelOf(String(e.action))),
        e,
      ),
    'detail.text': (_sut, e) => {
      const box = within(dialog()).getByRole('textbox', { name: 'Reason' });
      const value = String(e.value);
      // Typing the text the box already holds is typing it again.
      if ((box as HTMLTextAreaElement).value === value)
        fireEvent.change(box, { target: { value: '' } });
      fireEvent.change(box, { target: { value } });
    },
    'detail.confirm': (sut, e) =>
      press(
        sut,
        button(screen.queryByRole('dialog'), labelOf(sut.actor.getSnapshot().context.pending)),
        e,
      ),
    'detail.cancel': (sut, e) => press(sut, button(screen.queryByRole('dialog'), 'Cancel'), e),
    'detail.dismiss': (sut, e) => press(sut, screen.queryByRole('button', { name: 'Dismiss' }), e),
    'detail.step': (sut, e) =>
      press(
        sut,
        button(screen.queryByRole('region', { name: 'Actions' }), 'Email approval link'),
        e,
      ),
  },
};

describeView('the detail page', spec);
