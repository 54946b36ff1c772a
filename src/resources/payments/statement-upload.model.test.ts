import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { StatementReport } from './contract';
import { describeModel } from '../../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../../tests/model/deferred-actors';
import type { CsvFile } from '../../../machines/kit/csv-file';
import { statementUploadScreen } from './statement-upload.screen';

interface Sut {
  actor: ReturnType<typeof createActor<typeof statementUploadScreen>>;
  settle: Settle;
}

const file: CsvFile = { name: 'nov.csv', text: async () => 'date,amount,payer,reference\n' };
const refused: StatementReport = {
  upload_id: null,
  created: 0,
  total_cents: 0,
  rows: [
    { row: 2, ok: true, errors: [] },
    { row: 3, ok: false, errors: ['amount: not a positive amount'] },
  ],
  payments: [],
};
const imported: StatementReport = {
  upload_id: '00000000-0000-4000-8000-000000000001',
  created: 1,
  total_cents: 120_000,
  rows: [{ row: 2, ok: true, errors: [] }],
  payments: [
    {
      id: '00000000-0000-4000-8000-000000000002',
      number: 'PAY-000042',
      status: 'settled',
      payer_name: 'Globex',
      client_id: null,
      partner_id: null,
      amount_cents: 120_000,
      allocated_cents: 0,
      unallocated_cents: 120_000,
      allocation_status: 'pending',
      allocation_sub_status: null,
      source: 'bank_statement',
      paid_through_method: false,
      reference: null,
      received_date: '2026-11-19',
      failure_reason: null,
      created_at: '2026-11-19T10:00:00.000Z',
    },
  ],
};
const view = (s: AnyMachineSnapshot) => {
  const c = s.context as ReturnType<typeof statementUploadScreen.getInitialSnapshot>['context'];
  return {
    value: s.value,
    file: c.file?.name ?? null,
    created: c.report?.created ?? null,
    refused: c.report ? c.report.upload_id === null : null,
    error: c.error,
  };
};

describeModel<Sut>('bank statement upload screen', statementUploadScreen, {
  events: [
    { type: 'statement.choose', file },
    { type: 'statement.choose', file: null },
    { type: 'xstate.done.actor.sendStatement', output: refused },
    { type: 'xstate.done.actor.sendStatement', output: imported },
    { type: 'xstate.error.actor.sendStatement', error: new Error('The file is empty') },
  ],
  serialize: view,
  createSut: () => {
    const { actors, settle } = deferredActors(['sendStatement'] as const);
    return {
      actor: createActor(
        statementUploadScreen.provide({ actors }) as typeof statementUploadScreen,
      ).start(),
      settle,
    };
  },
  dispose: (sut) => {
    sut.actor.stop();
  },
  initial: (sut) => expect(sut.actor.getSnapshot().value).toBe('choosing'),
  states: {
    choosing: (sut, model) => {
      expect(view(sut.actor.getSnapshot())).toEqual(view(model));
      expect(sut.actor.getSnapshot().can({ type: 'statement.send' })).toBe(
        model.context.file !== null,
      );
    },
    uploading: (sut) => {
      expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(sut.actor.getSnapshot().can({ type: 'statement.send' })).toBe(false);
    },
    imported: (sut, model) => {
      expect(view(sut.actor.getSnapshot())).toEqual(view(model));
      expect(sut.actor.getSnapshot().context.report?.payments.map((p) => p.number)).toEqual([
        'PAY-000042',
      ]);
    },
  },
  drivers: {
    ...outcomeDrivers(['sendStatement']),
    'statement.choose': (sut, e) => sut.actor.send(e as never),
    'statement.send': (sut, e) => sut.actor.send(e as never),
    'statement.another': (sut, e) => sut.actor.send(e as never),
  },
});

describe('the Idempotency-Key of a statement upload', () => {
  /** Runs the chart with a sender that answers in turn and records the key of every request. */
  function run(answers: Array<StatementReport | Error>) {
    const keys: string[] = [];
    const actor = createActor(
      statementUploadScreen.provide({
        actors: {
          sendStatement: fromPromise<StatementReport, { file: CsvFile; key: string }>(
            async ({ input }) => {
              keys.push(input.key);
              const answer = answers.shift();
              if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
              return answer;
            },
          ),
        },
      }),
    ).start();
    const settled = () => new Promise((r) => setTimeout(r, 0));
    return { actor, keys, settled };
  }

  it('is sent again after a lost answer, so the server replays rather than imports twice', async () => {
    const { actor, keys, settled } = run([new Error('Network error'), imported]);
    actor.send({ type: 'statement.choose', file });
    actor.send({ type: 'statement.send' });
    actor.send({ type: 'statement.send' });
    await settled();
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.error).toBe('Network error');
    actor.send({ type: 'statement.send' });
    await settled();
    expect(actor.getSnapshot().value).toBe('imported');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('is new for a fixed file after a refusal and for another file', async () => {
    const { actor, keys, settled } = run([refused, refused, imported]);
    actor.send({ type: 'statement.choose', file });
    actor.send({ type: 'statement.send' });
    await settled();
    expect(actor.getSnapshot().context.file?.name).toBe('nov.csv');
    actor.send({ type: 'statement.send' });
    await settled();
    actor.send({ type: 'statement.choose', file: { ...file, name: 'nov-fixed.csv' } });
    actor.send({ type: 'statement.send' });
    await settled();
    expect(actor.getSnapshot().value).toBe('imported');
    expect(new Set(keys).size).toBe(3);
  });
});
