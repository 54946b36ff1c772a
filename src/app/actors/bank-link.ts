import { fromPromise } from 'xstate';
import type { OpenedLink } from '../../../machines/bank-link/bank-link.modal';
import {
  bankLinkPath,
  LinkAccounts,
  LinkToken,
  PublicToken,
  type BankLinkPage,
} from '../../domain/contracts/bank-link';
import type { BankMethod } from '../../domain/contracts/bank-methods';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';
import { fetchBankMethods } from './bank-methods';

/** A link token for the page, then what the provider's chooser lists for it. */
export const openBankLink = fromPromise<OpenedLink, { page: BankLinkPage }>(({ input, signal }) =>
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

export const chooseBankLinkAccount = fromPromise<string, { linkToken: string; accountId: string }>(
  ({ input, signal }) =>
    withApiErrors(async () => {
      const json = { link_token: input.linkToken, account_id: input.accountId };
      return PublicToken.parse(await http.post('bank_link/public_token', { json, signal }).json())
        .public_token;
    }),
);

/** The exchange (a 424 opens the two-factor modal inside `http`, which replays it), then the fresh list. */
export const exchangeBankLink = fromPromise<
  BankMethod[],
  { page: BankLinkPage; publicToken: string }
>(({ input, signal }) =>
  withApiErrors(async () => {
    await http.post(`${bankLinkPath[input.page]}/link_exchange`, {
      json: { public_token: input.publicToken },
      signal,
    });
    return fetchBankMethods(input.page, signal);
  }),
);
