// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { connectBulk, type BulkApi } from '../../../../machines/kit/bulk.connect';
import {
  BULK_FAILED as FAILED,
  BULK_INPUT,
  BULK_SOME as SOME,
  bulkOutcomeEvents,
} from '../../../../machines/kit/bulk.fixtures';
import { bulkScreen, type BulkOutcome } from '../../../../machines/kit/bulk.screen';
import {
  describeView,
  press,
  expectUnoffered,
  type ViewModelSpec,
  type ViewSut,
} from '../../../../tests/model/view-model';
import { BulkView } from './bulk-bar';

const SELECTED = ['a', 'b'];
const LABELS = { a: '2026-11-14 · Connie Contractor', b: '2026-11-21 · Connie Contractor' };

const toolbar = () => screen.getByRole('toolbar', { name: 'Bulk actions' });
const menu = () => within(toolbar()).getByRole('combobox', { name: 'Bulk action' });
const dialog = () => screen.getByRole('dialog');
const dialogButtons = () =>
  within(dialog())
    .getAllByRole('button')
    .map((b) => [b.textContent, (b as HTMLButtonElement).disabled]);
const outcomeRows = () =>
  within(dialog())
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);
const picked = (sut: ViewSut) => sut.actor.getSnapshot().context.picked as string;

const dialogButton = (name: string) =>
  screen.queryByRole('dialog') && within(dialog()).queryByRole('button', { name });

function expectOutcomes(result: BulkOutcome, verb: 'would' | 'did') {
  const ok = verb === 'would' ? 'Would succeed' : 'Done';
  const no = verb === 'would' ? 'Would not' : 'Not done';
  expect(outcomeRows()).toEqual(
    result.data.map((r) =>
      r.ok
        ? `${LABELS[r.id as 'a']}${r.status}${ok}`
        : `${LABELS[r.id as 'a']}${r.status}${no}: ${r.reasons.join('; ')}`,
    ),
  );
}

const spec: ViewModelSpec<BulkApi> = {
  machine: bulkScreen,
  input: BULK_INPUT,
  invokes: ['previewBulk', 'applyBulk'],
  events: [
    { type: 'bulk.pick', action: 'reject' },
    { type: 'bulk.pick', action: 'delete' },
    { type: 'bulk.choose', ids: SELECTED, labels: LABELS },
    { type: 'bulk.text', value: '  ' },
    { type: 'bulk.text', value: 'Wrong week' },
    ...bulkOutcomeEvents,
  ],
  serialize: (s) => ({
    value: s.value,
    picked: s.context.picked,
    action: s.context.action,
    hasText: s.context.text.trim().length > 0,
    preview: s.context.preview?.succeeded ?? null,
    outcome: s.context.outcome?.succeeded ?? null,
  }),
  connect: (snapshot, send) =>
    connectBulk(snapshot as never, send, { ids: SELECTED, labels: () => LABELS }, 'timesheet'),
  view: (api) => <BulkView api={api} noun="timesheet" />,
  states: {
    idle: (sut) => {
      expect(within(toolbar()).getByText('2 selected')).toBeTruthy();
      expect(
        within(menu())
          .getAllByRole('option')
          .map((o) => [(o as HTMLOptionElement).value, o.textContent]),
      ).toEqual([
        ['approve', 'Approve'],
        ['reject', 'Reject'],
      ]);
      expect((menu() as HTMLSelectElement).value).toBe(picked(sut));
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    describing: (sut, model) => {
      const hasText = model.context.text.trim().length > 0;
      expect(within(dialog()).getByRole('heading').textContent).toBe('Reject: 2 selected');
      expect(within(dialog()).getByRole('textbox', { name: 'Reason' })).toHaveProperty(
        'value',
        model.context.text,
      );
      expect(within(dialog()).queryByText('Reject needs a reason.') !== null).toBe(!hasText);
      expect(dialogButtons()).toEqual([
        ['Cancel', false],
        ['Preview', !hasText],
      ]);
      expect(picked(sut)).toBe('reject');
    },
    previewing: () => {
      expect(within(dialog()).getByRole('status').textContent).toBe('Checking each timesheet…');
      expect(dialogButtons()).toEqual([['Cancel', true]]);
    },
    previewed: (_sut, model) => {
      const preview = model.context.preview as BulkOutcome;
      expect(within(dialog()).getByRole('status').textContent).toBe(
        `${preview.succeeded} would succeed, ${preview.failed} would not.`,
      );
      expectOutcomes(preview, 'would');
      expect(dialogButtons()).toEqual([
        ['Cancel', false],
        ['Apply', preview.succeeded === 0],
      ]);
    },
    applying: () => {
      expect(dialogButtons()).toEqual([
        ['Cancel', true],
        ['Apply', true],
      ]);
    },
    applied: () => {
      expect(within(dialog()).getByRole('status').textContent).toBe('1 succeeded, 1 failed.');
      expectOutcomes(SOME, 'did');
      expect(dialogButtons()).toEqual([['Close', false]]);
    },
    failed: () => {
      expect(within(dialog()).getByRole('alert').textContent).toBe(FAILED);
      expect(dialogButtons()).toEqual([
        ['Cancel', false],
        ['Try again', false],
      ]);
    },
  },
  drivers: {
    'bulk.pick': (sut, e) => {
      const offered = within(menu())
        .getAllByRole('option')
        .some((o) => (o as HTMLOptionElement).value === e.action);
      if (!offered || (menu() as HTMLSelectElement).disabled) expectUnoffered(sut, e);
      else fireEvent.change(menu(), { target: { value: e.action } });
    },
    'bulk.choose': (sut, e) => press(sut, screen.queryByRole('button', { name: 'Preview…' }), e),
    'bulk.text': (_sut, e) => {
      const box = within(dialog()).getByRole('textbox', { name: 'Reason' });
      const value = String(e.value);
      if ((box as HTMLTextAreaElement).value === value)
        fireEvent.change(box, { target: { value: '' } });
      fireEvent.change(box, { target: { value } });
    },
    'bulk.preview': (sut, e) => press(sut, dialogButton('Preview'), e),
    'bulk.apply': (sut, e) => press(sut, dialogButton('Apply'), e),
    'bulk.retry': (sut, e) => press(sut, dialogButton('Try again'), e),
    // From a failed request the user presses Escape; elsewhere Cancel or Close: both must close.
    'bulk.close': (sut, e) => {
      if (sut.actor.getSnapshot().matches('failed'))
        fireEvent.keyDown(dialog(), { key: 'Escape', code: 'Escape' });
      else press(sut, dialogButton('Cancel') ?? dialogButton('Close'), e);
    },
  },
};

describeView('the bulk bar', spec);
