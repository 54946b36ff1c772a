// @vitest-environment happy-dom
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  connectResourceForm,
  type ResourceFormApi,
} from '../../../../machines/kit/resource-form.connect';
import { CONNIE, formFixtures, REFUSED } from '../../../../machines/kit/resource-form.fixtures';
import type { Subject } from '../../../domain/policy/capabilities';
import type { FormField } from '../../../domain/resources/form';
import {
  describeView,
  expectUnoffered,
  press,
  type ViewModelSpec,
  type ViewSut,
} from '../../../../tests/model/view-model';
import { ResourceFormPage } from './resource-form-view';

/** A required city typed as text and the people a record names, found by typing. */
const FIELDS: FormField[] = [
  { name: 'city', label: 'City', kind: 'text', required: true },
  {
    name: 'people',
    label: 'People',
    kind: 'references',
    apiPath: '/users',
    labelField: 'name',
    max: 3,
    required: true,
  },
];
const { chart, ADDRESS_REFUSED } = formFixtures('city', 'City');
const LOADED = { values: { city: '', people: [] }, options: {} };
const USER = { role: 'admin' } as Subject;

const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory() });

const root = (sut: ViewSut) => sut.container.querySelector('section') as HTMLElement;
const cityBox = () => screen.queryByRole('textbox', { name: 'City *' }) as HTMLInputElement | null;
const searchBox = () =>
  screen.queryByRole('combobox', { name: 'People *' }) as HTMLInputElement | null;
const submit = () => screen.getByRole('button', { name: /^Sav/ }) as HTMLButtonElement;
const chips = () =>
  screen.queryByRole('list', { name: 'Chosen: People' })
    ? within(screen.getByRole('list', { name: 'Chosen: People' }))
        .getAllByRole('listitem')
        .map((li) => li.firstElementChild?.textContent)
    : [];

/**
 * A change typed into a box: when it already holds those words the user types one more letter and
 * takes it back, as React reports no change for the same value.
 */
function typeInto(box: HTMLInputElement, value: string) {
  if (box.value === value) fireEvent.change(box, { target: { value: `${value}x` } });
  fireEvent.change(box, { target: { value } });
}

/** What every form state shows: the typed city, the chosen chips, the messages, the suggestion. */
function editing(sut: ViewSut, model: AnyMachineSnapshot) {
  const { values, serverErrors, errors, showErrors, suggestedAddress } = model.context;
  expect(root(sut).dataset.state).toBe('editing');
  expect(root(sut).getAttribute('aria-busy')).toBe('false');
  expect(cityBox()?.value).toBe(values.city);
  expect(cityBox()?.disabled).toBe(false);
  const cityError = serverErrors.city ?? (showErrors ? errors.city : undefined);
  expect(screen.queryByText('City is required') !== null).toBe(cityError === 'City is required');
  expect(
    screen.queryByText('The city, state and ZIP code do not match', { selector: 'p' }) !== null,
  ).toBe(cityError === ADDRESS_REFUSED.fields.city);
  expect(chips()).toEqual((values.people as string[]).map(() => CONNIE.label));
  expect(screen.queryByText('Suggested address:', { exact: false }) !== null).toBe(
    suggestedAddress !== null,
  );
  expect([submit().textContent, submit().disabled]).toEqual(['Save', false]);
  // The note under the search box: the field's refusal first, then the search's own words.
  const { search } = model.context;
  const peopleError = serverErrors.people ?? (showErrors ? errors.people : undefined);
  const pending = model.matches({ editing: 'waiting' }) || model.matches({ editing: 'searching' });
  const note =
    peopleError ??
    (search.error
      ? `Could not search: ${search.error}`
      : pending
        ? 'Searching…'
        : search.query.trim() && !search.results.length
          ? 'No one matches that.'
          : null);
  const noteId = searchBox()?.getAttribute('aria-describedby');
  expect(noteId ? document.getElementById(noteId)?.textContent : null).toBe(note);
  expect(screen.queryByRole('option', { name: CONNIE.label }) !== null).toBe(
    search.results.length > 0,
  );
}

const spec: ViewModelSpec<ResourceFormApi> = {
  machine: chart,
  input: { id: null },
  invokes: ['loadForm', 'saveForm', 'searchChoices'],
  events: [
    { type: 'form.change', name: 'city', value: '' },
    { type: 'form.change', name: 'city', value: 'Springfield' },
    { type: 'xstate.done.actor.loadForm', output: LOADED },
    { type: 'xstate.error.actor.loadForm', error: new Error('Not Found') },
    { type: 'xstate.done.actor.saveForm', output: { id: 'c1' } },
    { type: 'xstate.error.actor.saveForm', error: REFUSED },
    { type: 'xstate.error.actor.saveForm', error: ADDRESS_REFUSED },
    { type: 'form.search', name: 'people', query: 'co' },
    { type: 'form.search', name: 'people', query: ' ' },
    { type: 'xstate.done.actor.searchChoices', output: [CONNIE] },
    { type: 'xstate.error.actor.searchChoices', error: new Error('Server down') },
    { type: 'form.pick', name: 'people', option: CONNIE },
    { type: 'form.unpick', name: 'people', value: CONNIE.value },
    { type: 'form.fill', values: { city: 'Springfield' } },
  ],
  serialize: (s) => ({
    value: s.value,
    city: s.context.values.city,
    showErrors: s.context.showErrors,
    refused: Object.keys(s.context.serverErrors),
    chosen: s.context.values.people,
    suggested: s.context.suggestedAddress !== null,
    search: s.context.search.error
      ? 'failed'
      : s.context.search.results.length
        ? 'found'
        : s.context.search.query.trim()
          ? 'typed'
          : 'none',
  }),
  connect: (snapshot, send) =>
    connectResourceForm(snapshot as never, send, { fields: FIELDS, submitLabel: 'Save' }),
  view: (api) => (
    <RouterContextProvider router={router}>
      <ResourceFormPage api={api} title="New place" cancelHref="/places" user={USER} />
    </RouterContextProvider>
  ),
  states: {
    loading: (sut) => {
      expect(root(sut).dataset.state).toBe('loading');
      expect(root(sut).getAttribute('aria-busy')).toBe('true');
      expect(screen.getByText('Loading…')).toBeTruthy();
      expect(screen.queryByRole('form')).toBeNull();
    },
    failed: (sut) => {
      expect(root(sut).dataset.state).toBe('failed');
      expect(screen.getByRole('alert').textContent).toBe('Not FoundTry again');
      expect(cityBox()).toBeNull();
    },
    'editing.idle': (sut, model) => editing(sut, model),
    'editing.waiting': (sut, model) => {
      editing(sut, model);
      expect(searchBox()?.value).toBe('co');
    },
    'editing.searching': (sut, model) => {
      editing(sut, model);
      expect(searchBox()?.value).toBe('co');
    },
    saving: (sut) => {
      expect(root(sut).getAttribute('aria-busy')).toBe('true');
      expect([submit().textContent, submit().disabled]).toEqual(['Saving…', true]);
      expect(cityBox()?.disabled).toBe(true);
    },
    saved: (sut) => {
      expect(root(sut).dataset.state).toBe('saved');
      expect(screen.queryByRole('button', { name: /^Sav/ })).toBeNull();
    },
  },
  drivers: {
    'form.change': (sut, e) => {
      const box = cityBox();
      if (!box || box.disabled) return expectUnoffered(sut, e);
      typeInto(box, e.value as string);
    },
    'form.search': (sut, e) => {
      const box = searchBox();
      if (!box || box.disabled) return expectUnoffered(sut, e);
      typeInto(box, e.query as string);
    },
    'form.pick': (sut, e) => {
      const option = screen.queryByRole('option', { name: CONNIE.label });
      if (!option) return expectUnoffered(sut, e);
      fireEvent.mouseDown(option);
    },
    'form.unpick': (sut, e) => press(sut, `Remove ${CONNIE.label}`, e),
    'form.fill': (sut, e) => press(sut, 'Use suggested address', e),
    'form.submit': (sut, e) => press(sut, 'Save', e),
    'form.retry': (sut, e) => press(sut, 'Try again', e),
  },
  clock: {
    'xstate.after.searchPause.resourceForm.editing.waiting': async () => {
      await act(() => vi.advanceTimersByTimeAsync(500));
    },
  },
};

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describeView('a resource form page', spec);
