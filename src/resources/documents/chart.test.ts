import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { decide, judge } from '../../../machines/kit/workflow';
import { describeModel } from '../../../tests/model/coverage';
import type { User } from '../../domain/contracts/user';
import { demoUsers } from '../../domain/policy/demo-users.fixture';
import {
  documentVerificationDefinition as wf,
  documentVerificationWorkflow,
  type DocumentEvent,
  type DocumentFacts,
  type StoredVerification,
} from './chart';

const verifier = { ...demoUsers['owner@acme.test']!, role: 'document_verifier' } as User;
const admin = demoUsers['admin@demo.test']!;
const owner = demoUsers['owner@acme.test']!;
const worker = demoUsers['contractor@demo.test']!;

/** The system under test: a stored document moved only by what the shared definition's judge allows. */
interface Sut {
  stored: StoredVerification;
  facts: DocumentFacts;
}
const actionOf = {
  'document.verify': 'verify',
  'document.reject': 'reject',
  'document.reopen': 'reopen',
} as const;

{
  const facts: DocumentFacts = { expired: false };
  const drive = (sut: Sut, event: EventObject) => {
    const e = event as DocumentEvent;
    const verdict = judge(wf, { stored: sut.stored, facts: sut.facts }, e.user, actionOf[e.type], {
      reason: 'reason' in e ? e.reason : undefined,
    });
    const decision = decide(wf, { stored: sut.stored, facts: sut.facts }, e);
    if (verdict.ok && decision.accepted) sut.stored = decision.next;
  };
  const refusesOthers = (sut: Sut) => {
    // Owners and workers never decide (spec §6): 403 whatever the state.
    for (const user of [owner, worker])
      for (const action of ['verify', 'reject', 'reopen'] as const) {
        const v = judge(wf, { stored: sut.stored, facts }, user, action, { reason: 'blurry' });
        expect(v.ok || v.code).toBe(403);
      }
  };
  describeModel<Sut>('document verification chart', documentVerificationWorkflow, {
    input: facts,
    events: [
      { type: 'document.verify', user: verifier },
      { type: 'document.verify', user: owner },
      { type: 'document.reject', user: admin, reason: 'The scan is unreadable' },
      { type: 'document.reject', user: verifier, reason: '' },
      { type: 'document.reject', user: worker, reason: 'mine' },
      { type: 'document.reopen', user: admin },
      { type: 'document.reopen', user: worker },
    ],
    serialize: (s) => s.value,
    createSut: () => ({ stored: { status: 'pending' }, facts }),
    initial: (sut) => expect(sut.stored.status).toBe('pending'),
    states: {
      pending: (sut) => {
        expect(sut.stored.status).toBe('pending');
        refusesOthers(sut);
        expect(judge(wf, { stored: sut.stored, facts }, verifier, 'verify').ok).toBe(true);
        // An expired document is never verified, whoever asks.
        expect(
          judge(wf, { stored: sut.stored, facts: { expired: true } }, verifier, 'verify'),
        ).toMatchObject({
          ok: false,
          code: 409,
          reasons: ['The document has expired: ask for a current one instead.'],
        });
      },
      verified: (sut) => {
        expect(sut.stored.status).toBe('verified');
        refusesOthers(sut);
      },
      rejected: (sut) => {
        expect(sut.stored.status).toBe('rejected');
        expect(judge(wf, { stored: sut.stored, facts }, verifier, 'verify')).toMatchObject({
          ok: false,
          code: 409,
        });
      },
    },
    drivers: { 'document.verify': drive, 'document.reject': drive, 'document.reopen': drive },
  });
}
