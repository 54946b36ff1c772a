import { expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { describeModel } from '../../tests/model/coverage';
import { deferredActors, type Settle } from '../../tests/model/deferred-actors';
import { documentUploadScreen, type UploadDraft } from './document-upload.screen';

interface Sut {
  actor: ReturnType<typeof createActor<typeof documentUploadScreen>>;
  settle: Settle;
}
const file = new File(['%PDF-1.4'], 'license.pdf', { type: 'application/pdf' });
const snap = (sut: Sut) => sut.actor.getSnapshot();

describeModel<Sut>('file upload screen chart', documentUploadScreen, {
  input: { fields: { document_type: '' } },
  events: [
    { type: 'upload.choose', file },
    { type: 'upload.choose', file: null },
    { type: 'upload.change', field: 'document_type', value: 'passport' },
    { type: 'upload.submit' },
    { type: 'upload.again' },
    { type: 'xstate.done.actor.send', output: 'doc-1' },
    {
      type: 'xstate.error.actor.send',
      error: new Error('The file must be one of: PDF, PNG, JPEG, WEBP'),
    },
  ],
  serialize: (s) => ({
    value: s.value,
    file: s.context.file !== null,
    error: s.context.error,
    fields: s.context.fields,
  }),
  createSut: () => {
    const { actors, settle } = deferredActors(['send']);
    const actor = createActor(documentUploadScreen.provide({ actors } as never), {
      input: { fields: { document_type: '' } },
    }).start();
    return { actor, settle };
  },
  initial: (sut) => expect(snap(sut).value).toBe('editing'),
  states: {
    editing: (sut, s) => {
      expect(snap(sut).value).toBe('editing');
      expect(snap(sut).context.error).toBe(s.context.error);
    },
    sending: (sut) => expect(snap(sut).hasTag('busy')).toBe(true),
    sent: (sut) => expect(snap(sut).context.savedId).toBe('doc-1'),
  },
  drivers: {
    'upload.choose': (sut, e) => sut.actor.send(e as never),
    'upload.change': (sut, e) => sut.actor.send(e as never),
    'upload.submit': (sut, e) => sut.actor.send(e as never),
    'upload.again': (sut, e) => sut.actor.send(e as never),
    'xstate.done.actor.send': (sut, e) => sut.settle('send', e as never, true),
    'xstate.error.actor.send': (sut, e) => sut.settle('send', e as never, false),
  },
});

it('shows what the server faulted by name (whose the file is) rather than the generic message', async () => {
  const refused = Object.assign(
    new Error('Some fields are missing or there are formatting issues'),
    {
      fields: { contractor_id: 'Choose the worker' },
    },
  );
  const actor = createActor(
    documentUploadScreen.provide({
      actors: {
        send: fromPromise<string, UploadDraft>(async () => {
          throw refused;
        }),
      },
    }),
    { input: { fields: { document_type: 'certification' } } },
  ).start();
  actor.send({ type: 'upload.choose', file });
  actor.send({ type: 'upload.submit' });
  await new Promise((r) => setTimeout(r, 0));
  expect(actor.getSnapshot().value).toBe('editing');
  expect(actor.getSnapshot().context.error).toBe('Choose the worker');
});
