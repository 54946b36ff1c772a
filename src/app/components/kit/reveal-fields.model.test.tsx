// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import {
  connectReveal,
  type MaskedField,
  type RevealApi,
} from '../../../../machines/kit/reveal.connect';
import { REVEAL_FAILED, revealScreen } from '../../../../machines/kit/reveal.screen';
import {
  describeView,
  press,
  type ViewModelSpec,
  type ViewSut,
} from '../../../../tests/model/view-model';
import { RevealView } from './reveal-fields';

const FIELDS: MaskedField[] = [
  { key: 'list_b_number', label: 'List B document number', masked: '•••• 3321' },
  { key: 'list_c_number', label: 'List C document number', masked: '•••• 0042' },
];
const FULL = { list_b_number: 'D5512-7780-3321', list_c_number: null };

const root = (sut: ViewSut) => sut.container.querySelector('[data-state]') as HTMLElement;
/** The description list as the user reads it: each label with the value beside it. */
const rows = () =>
  screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
const toggle = () => screen.queryByRole('button');

const spec: ViewModelSpec<RevealApi> = {
  machine: revealScreen,
  invokes: ['fetchValues'],
  events: [
    { type: 'xstate.done.actor.fetchValues', output: FULL },
    { type: 'xstate.error.actor.fetchValues', error: new Error('424 closed') },
  ],
  serialize: (s) => ({ value: s.value, values: s.context.values, error: s.context.error }),
  connect: (snapshot, send) =>
    connectReveal(snapshot as never, send, {
      fields: FIELDS,
      noun: 'document numbers',
      canReveal: true,
    }),
  view: (api) => <RevealView api={api} />,
  states: {
    masked: (sut, model) => {
      expect(root(sut).dataset.state).toBe('masked');
      expect(rows()).toEqual([
        ['List B document number', '•••• 3321'],
        ['List C document number', '•••• 0042'],
      ]);
      expect([toggle()?.textContent, (toggle() as HTMLButtonElement).disabled]).toEqual([
        'Reveal document numbers',
        false,
      ]);
      expect(screen.queryByRole('alert')?.textContent ?? null).toBe(
        model.context.error ? REVEAL_FAILED : null,
      );
    },
    revealing: (sut) => {
      expect(root(sut).dataset.state).toBe('revealing');
      expect([toggle()?.textContent, (toggle() as HTMLButtonElement).disabled]).toEqual([
        'Reveal document numbers',
        true,
      ]);
      expect(screen.queryByRole('alert')).toBeNull();
    },
    shown: (sut) => {
      expect(root(sut).dataset.state).toBe('shown');
      // A number the server does not hold stays masked.
      expect(rows()).toEqual([
        ['List B document number', 'D5512-7780-3321'],
        ['List C document number', '•••• 0042'],
      ]);
      expect(toggle()?.textContent).toBe('Hide document numbers');
    },
  },
  drivers: {
    'reveal.show': (sut, e) => press(sut, 'Reveal document numbers', e),
    'reveal.hide': (sut, e) => press(sut, 'Hide document numbers', e),
  },
};

describeView('the masked numbers', spec);
