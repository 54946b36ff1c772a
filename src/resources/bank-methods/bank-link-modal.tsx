import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { withApiErrors } from '../../app/actors/api-error';
import { MessageModal } from '../../app/components/feedback/message-modal';
import { LoadError } from '../../app/components/kit/load-error';
import { http } from '../../app/lib/http';
import { bankLinkModal, type OpenedLink } from './bank-link.modal';
import {
  bankLinkPath,
  LinkAccounts,
  LinkToken,
  PublicToken,
  type BankLinkPage,
  type BankMethod,
} from './contract';
import { BankMethodsContext, fetchBankMethods } from './provider';

/** A link token for the page, then what the provider's chooser lists for it. */
const openBankLink = fromPromise<OpenedLink, { page: BankLinkPage }>(({ input, signal }) =>
  withApiErrors(async () => {
    const { link_token } = LinkToken.parse(
      await http.post(`${bankLinkPath[input.page]}/link_token`, { signal }).json(),
    );
    const chooser = LinkAccounts.parse(
      await http.post('bank_link/accounts', { json: { link_token }, signal }).json(),
    );
    return { linkToken: link_token, institution: chooser.institution, accounts: chooser.accounts };
  }),
);

const chooseBankLinkAccount = fromPromise<string, { linkToken: string; accountId: string }>(
  ({ input, signal }) =>
    withApiErrors(async () => {
      const json = { link_token: input.linkToken, account_id: input.accountId };
      return PublicToken.parse(await http.post('bank_link/public_token', { json, signal }).json())
        .public_token;
    }),
);

/** The exchange (a 424 opens the two-factor modal inside `http`, which replays it), then the fresh list. */
const exchangeBankLink = fromPromise<BankMethod[], { page: BankLinkPage; publicToken: string }>(
  ({ input, signal }) =>
    withApiErrors(async () => {
      await http.post(`${bankLinkPath[input.page]}/link_exchange`, {
        json: { public_token: input.publicToken },
        signal,
      });
      return fetchBankMethods(input.page, signal);
    }),
);

const button = 'rounded-md px-3 py-1.5 text-sm font-medium disabled:opacity-50';

/**
 * "Link bank account" next to manual entry, and the linking service's account chooser, which our
 * app renders because no third-party script can load here (`bank-link.modal.ts`).
 */
export function BankLinkButton({ page, disabled }: { page: BankLinkPage; disabled: boolean }) {
  const parent = BankMethodsContext.useActorRef();
  const ref = useActorRef(
    bankLinkModal.provide({
      actors: {
        openLink: openBankLink,
        chooseAccount: chooseBankLinkAccount,
        exchangeToken: exchangeBankLink,
      },
      actions: {
        announceLinked: (_, { methods }) => parent.send({ type: 'bankMethods.linked', methods }),
      },
    }),
    { input: { page } },
  );
  const snapshot = useSelector(ref, (s) => s);
  const { institution, accounts, error } = snapshot.context;
  const state = String(snapshot.value);
  const cancel = () => ref.send({ type: 'bankLink.cancel' });
  return (
    <>
      <button
        type="button"
        disabled={disabled || !snapshot.can({ type: 'bankLink.open' })}
        aria-busy={snapshot.hasTag('busy')}
        onClick={() => ref.send({ type: 'bankLink.open' })}
        className={`${button} px-4 py-2 ring-1 ring-slate-300 dark:ring-slate-700`}
      >
        {state === 'exchanging' ? 'Linking…' : 'Link bank account'}
      </button>
      <MessageModal
        open={snapshot.hasTag('open')}
        title={institution ? `Link an account at ${institution}` : 'Link bank account'}
        onClose={() => snapshot.can({ type: 'bankLink.cancel' }) && cancel()}
        actions={
          <>
            {state === 'failed' && (
              <button
                type="button"
                className={`${button} bg-brand text-white`}
                onClick={() => ref.send({ type: 'bankLink.retry' })}
              >
                Try again
              </button>
            )}
            <button
              type="button"
              className={`${button} ring-1 ring-slate-300 dark:ring-slate-700`}
              disabled={!snapshot.can({ type: 'bankLink.cancel' })}
              onClick={cancel}
            >
              Cancel
            </button>
          </>
        }
      >
        <div data-state={state} aria-busy={snapshot.hasTag('busy')}>
          {state === 'requestingToken' && (
            <p role="status">Connecting to the bank linking service…</p>
          )}
          {state === 'authorizing' && <p role="status">Linking the account…</p>}
          {state === 'failed' && <LoadError look="line" message={error} />}
          {state === 'choosing' && (
            <>
              <p>Choose the account to link. Its numbers come from your bank: nothing to type.</p>
              <ul aria-label="Bank accounts" className="mt-3 space-y-2">
                {accounts.map((a) => (
                  <li key={a.id}>
                    <button
                      type="button"
                      onClick={() => ref.send({ type: 'bankLink.choose', accountId: a.id })}
                      className="flex w-full items-center justify-between gap-3 rounded-md p-3 text-left ring-1 ring-slate-300 hover:bg-slate-50 dark:ring-slate-700 dark:hover:bg-slate-800"
                    >
                      <span>
                        <span className="block font-medium">{a.name}</span>
                        <span className="text-xs capitalize text-slate-600 dark:text-slate-400">
                          {a.subtype}
                        </span>
                      </span>
                      <span className="font-mono">••••{a.mask}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </MessageModal>
    </>
  );
}
