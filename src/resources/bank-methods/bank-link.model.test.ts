import { expect } from 'vitest';
import { createActor } from 'xstate';
import { describeModel } from '../../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../../tests/model/deferred-actors';
import type { BankMethod } from './contract';
import { bankLinkModal, type OpenedLink } from './bank-link.modal';

const OPENED: OpenedLink = {
  linkToken: 'link-demo-abc',
  institution: 'First Platypus Bank',
  accounts: [
    { id: 'acc_checking', name: 'Platypus Checking', subtype: 'checking', mask: '0000' },
    { id: 'acc_savings', name: 'Platypus Savings', subtype: 'savings', mask: '1111' },
  ],
};
const LINKED: BankMethod = {
  id: 'm1',
  kind: 'payout',
  account_holder: 'Nina Newhire',
  bank_name: 'First Platypus Bank',
  routing_number: '021000021',
  account_last4: '••••0000',
  is_default: true,
  created_at: '2026-11-20T15:00:00.000Z',
};

interface Sut {
  actor: ReturnType<typeof createActor<typeof bankLinkModal>>;
  settle: Settle;
  announced: BankMethod[][];
}
const snap = (sut: Sut) => sut.actor.getSnapshot();
const send = (sut: Sut, e: { type: string }) => sut.actor.send(e as never);

describeModel<Sut>('bank link modal chart', bankLinkModal, {
  input: { page: 'direct_deposit' },
  events: [
    { type: 'xstate.done.actor.openLink', output: OPENED },
    {
      type: 'xstate.error.actor.openLink',
      error: new Error('Only a contractor keeps a direct deposit account'),
    },
    { type: 'bankLink.choose', accountId: 'acc_checking' },
    { type: 'bankLink.choose', accountId: 'acc_brokerage' },
    { type: 'xstate.done.actor.chooseAccount', output: 'public-demo-xyz' },
    {
      type: 'xstate.error.actor.chooseAccount',
      error: new Error('This bank link expired or was already used: link the account again'),
    },
    { type: 'xstate.done.actor.exchangeToken', output: [LINKED] },
    {
      type: 'xstate.error.actor.exchangeToken',
      error: new Error('Invalid or expired verification code'),
    },
  ],
  serialize: (s) => ({
    value: s.value,
    linkToken: s.context.linkToken,
    publicToken: s.context.publicToken,
    accountId: s.context.accountId,
    accounts: s.context.accounts.length,
    methods: s.context.methods.length,
    error: s.context.error,
  }),
  createSut: () => {
    const { actors, settle } = deferredActors([
      'openLink',
      'chooseAccount',
      'exchangeToken',
    ] as const);
    const sut = { settle, announced: [] } as unknown as Sut;
    sut.actor = createActor(
      bankLinkModal.provide({
        actors,
        actions: {
          announceLinked: (_, params: { methods: BankMethod[] }) =>
            void sut.announced.push(params.methods),
        },
      }) as typeof bankLinkModal,
      { input: { page: 'direct_deposit' } },
    );
    sut.actor.start();
    return sut;
  },
  dispose: (sut) => {
    sut.actor.stop();
  },
  initial: (sut) => {
    expect(snap(sut).value).toBe('closed');
    expect(snap(sut).hasTag('open')).toBe(false);
    expect(snap(sut).context.page).toBe('direct_deposit');
  },
  states: {
    closed: (sut) => {
      expect(snap(sut).hasTag('open')).toBe(false);
      expect(snap(sut).can({ type: 'bankLink.open' })).toBe(true);
      expect(snap(sut).can({ type: 'bankLink.choose', accountId: 'acc_checking' })).toBe(false);
    },
    requestingToken: (sut) => {
      const s = snap(sut);
      expect(s.hasTag('open') && s.hasTag('busy')).toBe(true);
      expect(s.context.linkToken).toBeNull();
      expect(s.context.accounts).toEqual([]);
      expect(s.context.error).toBeNull();
    },
    choosing: (sut) => {
      const s = snap(sut);
      expect(s.hasTag('busy')).toBe(false);
      expect(s.context.linkToken).toBe(OPENED.linkToken);
      expect(s.context.institution).toBe('First Platypus Bank');
      expect(s.can({ type: 'bankLink.choose', accountId: 'acc_checking' })).toBe(true);
      expect(s.can({ type: 'bankLink.choose', accountId: 'acc_brokerage' })).toBe(false);
    },
    authorizing: (sut) => {
      const s = snap(sut);
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.accountId).toBe('acc_checking');
      expect(s.can({ type: 'bankLink.cancel' })).toBe(false);
    },
    exchanging: (sut) => {
      const s = snap(sut);
      expect(s.hasTag('busy')).toBe(true);
      // The link token was spent by the choice; only the public token remains.
      expect(s.context.linkToken).toBeNull();
      expect(s.context.publicToken).toBe('public-demo-xyz');
      expect(s.hasTag('open')).toBe(false);
    },
    done: (sut) => {
      const s = snap(sut);
      expect(s.context.methods).toEqual([LINKED]);
      expect(s.context.publicToken).toBeNull();
      expect(sut.announced.at(-1)).toEqual([LINKED]);
      expect(s.hasTag('open')).toBe(false);
      expect(s.can({ type: 'bankLink.open' })).toBe(true);
    },
    failed: (sut) => {
      const s = snap(sut);
      expect(s.context.error).toMatch(/contractor|expired/);
      expect(s.context.publicToken).toBeNull();
      expect(s.can({ type: 'bankLink.retry' })).toBe(true);
    },
  },
  drivers: {
    ...outcomeDrivers(['openLink', 'chooseAccount', 'exchangeToken']),
    'bankLink.open': send,
    'bankLink.choose': send,
    'bankLink.retry': send,
    'bankLink.cancel': send,
  },
});
