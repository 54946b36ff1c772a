import { expect } from 'vitest';
import { createActor } from 'xstate';
import { describeModel } from '../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../tests/model/deferred-actors';
import { fileUploadScreen, type ListedFile } from './file-upload.screen';

const FILES: ListedFile[] = [{ id: 'f1', name: 'receipt.pdf', file_url: '/v2/files/f1?jwt=x' }];
const FILE = { name: 'receipt.pdf' } as File;

interface Sut {
  actor: ReturnType<typeof createActor<typeof fileUploadScreen>>;
  settle: Settle;
  uploaded: number;
}

const snap = (sut: Sut) => sut.actor.getSnapshot();

describeModel<Sut>('file upload chart', fileUploadScreen, {
  input: { owner: 'e1' },
  events: [
    { type: 'files.upload', file: FILE },
    { type: 'xstate.done.actor.loadFiles', output: FILES },
    { type: 'xstate.error.actor.loadFiles', error: new Error('Not Found') },
    { type: 'xstate.done.actor.uploadFile', output: FILES },
    {
      type: 'xstate.error.actor.uploadFile',
      error: new Error('The file must be one of: PDF, PNG'),
    },
  ],
  serialize: (s) => ({
    value: s.value,
    files: s.context.files.length,
    error: s.context.error,
    done: s.context.done,
  }),
  createSut: () => {
    const { actors, settle } = deferredActors(['loadFiles', 'uploadFile'] as const);
    const actor = createActor(fileUploadScreen.provide({ actors }) as typeof fileUploadScreen, {
      input: { owner: 'e1' },
    });
    const sut: Sut = { actor, settle, uploaded: 0 };
    actor.on('files.uploaded', () => {
      sut.uploaded += 1;
    });
    actor.start();
    return sut;
  },
  dispose: (sut) => {
    sut.actor.stop();
  },
  initial: (sut) => expect(snap(sut).value).toBe('loading'),
  states: {
    loading: (sut) => expect(snap(sut).hasTag('busy')).toBe(true),
    failed: (sut) => {
      expect(snap(sut).context.error).toBe('Not Found');
      expect(snap(sut).can({ type: 'files.retry' })).toBe(true);
    },
    ready: (sut, model) => {
      expect(snap(sut).context.files).toHaveLength(model.context.files.length);
      expect(snap(sut).context.error).toBe(model.context.error);
      // Told once per accepted upload (counted since the last upload or dismissal), never for a refused one.
      expect(sut.uploaded).toBe(model.context.done ? 1 : 0);
    },
    uploading: (sut) => {
      expect(snap(sut).hasTag('busy')).toBe(true);
      expect(snap(sut).context.error).toBeNull();
    },
  },
  drivers: {
    ...outcomeDrivers(['loadFiles', 'uploadFile']),
    'files.retry': (sut, e) => sut.actor.send(e as never),
    'files.upload': (sut, e) => {
      sut.uploaded = 0;
      sut.actor.send(e as never);
    },
    'files.dismiss': (sut, e) => {
      sut.uploaded = 0;
      sut.actor.send(e as never);
    },
  },
});
