// @vitest-environment happy-dom
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router';
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import {
  connectDocumentUpload,
  type DocumentUploadApi,
} from '../../../machines/kit/document-upload.connect';
import { documentUploadScreen } from '../../../machines/kit/document-upload.screen';
import {
  describeView,
  expectUnoffered,
  press,
  type ViewModelSpec,
  type ViewSut,
} from '../../../tests/model/view-model';
import { DocumentUploadView } from './upload';

const FILE = new File(['%PDF-1.4'], 'license.pdf', { type: 'application/pdf' });
const REFUSED = 'The file must be one of: PDF, PNG, JPEG, WEBP';
const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory() });

const form = (sut: ViewSut) =>
  sut.container.querySelector('form[aria-label="Upload a document"]') as HTMLFormElement;
const typeBox = () => screen.getByLabelText('Document type') as HTMLSelectElement;
const expiryBox = () => screen.getByLabelText('Expires on') as HTMLInputElement;
const EDITABLE = [
  { key: 'document_type', label: 'Document type' },
  { key: 'expires_on', label: 'Expires on' },
];
const fileBox = () => screen.getByLabelText(/^File/) as HTMLInputElement;
const button = (name: string) => screen.queryByRole('button', { name }) as HTMLButtonElement | null;

const spec: ViewModelSpec<DocumentUploadApi> = {
  machine: documentUploadScreen,
  input: { fields: { subject: 'contractor', document_type: '', expires_on: '' } },
  invokes: ['send'],
  events: [
    { type: 'upload.choose', file: FILE },
    { type: 'upload.choose', file: null },
    { type: 'upload.change', field: 'document_type', value: 'passport' },
    { type: 'upload.change', field: 'expires_on', value: '2027-01-31' },
    { type: 'xstate.done.actor.send', output: 'doc-1' },
    { type: 'xstate.error.actor.send', error: new Error(REFUSED) },
  ],
  serialize: (s) => ({
    value: s.value,
    file: s.context.file !== null,
    error: s.context.error,
    fields: s.context.fields,
  }),
  connect: (snapshot, send) => connectDocumentUpload(snapshot as never, send, EDITABLE),
  view: (api) => (
    <RouterContextProvider router={router}>
      <DocumentUploadView api={api} subject="contractor" />
    </RouterContextProvider>
  ),
  states: {
    editing: (sut, model) => {
      expect(form(sut).dataset.state).toBe('editing');
      expect([typeBox().value, expiryBox().value]).toEqual([
        model.context.fields.document_type,
        model.context.fields.expires_on,
      ]);
      expect([typeBox().disabled, expiryBox().disabled, fileBox().disabled]).toEqual([
        false,
        false,
        false,
      ]);
      expect([button('Upload')?.disabled, button('Upload another')]).toEqual([false, null]);
      expect(screen.queryByRole('alert')?.textContent ?? null).toBe(model.context.error);
      expect(screen.queryByRole('status')).toBeNull();
    },
    sending: (sut) => {
      expect(form(sut).dataset.state).toBe('sending');
      expect(form(sut).getAttribute('aria-busy')).toBe('true');
      expect(button('Uploading…')?.disabled).toBe(true);
      expect([typeBox().disabled, fileBox().disabled]).toEqual([true, true]);
    },
    sent: (sut) => {
      expect(form(sut).dataset.state).toBe('sent');
      expect(screen.getByRole('status').textContent).toBe(
        'Uploaded: it waits for verification. Open the document',
      );
      expect(screen.getByRole('link', { name: 'Open the document' }).getAttribute('href')).toBe(
        '/documents/doc-1',
      );
      expect(button('Upload')).toBeNull();
      expect([typeBox().disabled, fileBox().disabled]).toEqual([true, true]);
      expect(screen.queryByRole('alert')).toBeNull();
    },
  },
  drivers: {
    'upload.choose': (sut, e) => {
      if (fileBox().disabled) return expectUnoffered(sut, e);
      fireEvent.change(fileBox(), { target: { files: e.file ? [e.file] : [] } });
    },
    'upload.change': (sut, e) => {
      const box = e.field === 'expires_on' ? expiryBox() : typeBox();
      if (box.disabled) return expectUnoffered(sut, e);
      // React reports no change of a date box to the date it holds: the user picks another first.
      if (box.value === e.value) fireEvent.change(box, { target: { value: '2027-02-01' } });
      fireEvent.change(box, { target: { value: e.value } });
    },
    'upload.submit': (sut, e) => press(sut, 'Upload', e),
    'upload.again': (sut, e) => press(sut, 'Upload another', e),
  },
};

describeView('the document upload form', spec);
