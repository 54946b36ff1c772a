// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import {
  connectFileUpload,
  type FileUploadApi,
} from '../../../../machines/kit/file-upload.connect';
import { fileUploadScreen, type ListedFile } from '../../../../machines/kit/file-upload.screen';
import {
  describeView,
  press,
  expectUnoffered,
  type ViewModelSpec,
  type ViewSut,
} from '../../../../tests/model/view-model';
import { FileListUploadView } from './file-list-upload';

const WORDS = {
  list: 'Receipts',
  empty: 'No receipts yet.',
  drop: 'Drop a receipt here, or',
  add: 'Add receipt',
  hint: 'An image or a PDF, at most 10 MB.',
  accept: 'application/pdf,image/png',
};
const TAXI: ListedFile = { id: 'f1', name: 'taxi.pdf', file_url: '/files/f1?sig=a' };
const HOTEL: ListedFile = { id: 'f2', name: 'hotel.png', file_url: '/files/f2?sig=b' };
const FILE = new File(['%PDF-1.4'], 'hotel.pdf', { type: 'application/pdf' });
const REFUSED = 'The file is larger than 10 MB.';

const root = (sut: ViewSut) => sut.container.firstElementChild as HTMLElement;
const links = () =>
  within(screen.getByRole('list', { name: 'Receipts' }))
    .queryAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
const input = () => screen.queryByLabelText('Add receipt') as HTMLInputElement | null;

const spec: ViewModelSpec<FileUploadApi> = {
  machine: fileUploadScreen,
  input: { owner: 'e1' },
  invokes: ['loadFiles', 'uploadFile'],
  events: [
    { type: 'xstate.done.actor.loadFiles', output: [TAXI] },
    { type: 'xstate.done.actor.loadFiles', output: [] },
    { type: 'xstate.error.actor.loadFiles', error: new Error('Not Found') },
    { type: 'files.upload', file: FILE },
    { type: 'xstate.done.actor.uploadFile', output: [TAXI, HOTEL] },
    { type: 'xstate.error.actor.uploadFile', error: new Error(REFUSED) },
  ],
  serialize: (s) => ({
    value: s.value,
    files: s.context.files.length,
    error: s.context.error,
    done: s.context.done,
  }),
  connect: (snapshot, send) => connectFileUpload(snapshot as never, send, true),
  view: (api) => <FileListUploadView api={api} words={WORDS} />,
  states: {
    loading: (sut) => {
      expect(root(sut).dataset.state).toBe('loading');
      expect(root(sut).getAttribute('aria-busy')).toBe('true');
      expect(input()?.disabled).toBe(true);
      expect(screen.queryByText('No receipts yet.')).toBeNull();
    },
    failed: (sut) => {
      expect(root(sut).dataset.state).toBe('failed');
      expect(screen.getByRole('alert').textContent).toBe('Not FoundTry again');
      expect(screen.queryByText('No receipts yet.')).toBeNull();
    },
    ready: (sut, model) => {
      expect(root(sut).dataset.state).toBe('ready');
      expect(root(sut).getAttribute('aria-busy')).toBe('false');
      expect(links()).toEqual(model.context.files.map((f: ListedFile) => [f.name, f.file_url]));
      expect(screen.queryByText('No receipts yet.') !== null).toBe(
        model.context.files.length === 0,
      );
      expect(input()?.disabled).toBe(false);
      expect(screen.queryByRole('alert')?.textContent ?? null).toBe(model.context.error);
      expect(screen.queryByRole('status')?.textContent ?? null).toBe(model.context.done);
      expect(screen.queryByRole('button', { name: 'Dismiss' }) !== null).toBe(
        Boolean(model.context.error ?? model.context.done),
      );
    },
    uploading: (sut) => {
      expect(root(sut).getAttribute('aria-busy')).toBe('true');
      expect(input()?.disabled).toBe(true);
      expect(screen.queryByRole('status')).toBeNull();
    },
  },
  drivers: {
    'files.retry': (sut, e) => press(sut, 'Try again', e),
    'files.dismiss': (sut, e) => press(sut, 'Dismiss', e),
    'files.upload': (sut, e) => {
      const box = input();
      if (!box || box.disabled) return expectUnoffered(sut, e);
      fireEvent.change(box, { target: { files: [e.file] } });
    },
  },
};

describeView('a record’s files', spec);
