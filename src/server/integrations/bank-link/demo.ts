import { createHash, randomBytes } from 'node:crypto';

/** The pages a link may fill: a contractor's own direct deposit, a payer's own payment methods. */
export type BankLinkPage = 'direct_deposit' | 'payment';

export interface LinkAccount {
  id: string;
  name: string;
  subtype: 'checking' | 'savings';
  /** The last four digits, as the provider's UI shows them: never the whole number. */
  mask: string;
}

export interface LinkedAccount {
  /** Who created the link token: the exchange is refused to anyone else. */
  userId: string;
  page: BankLinkPage;
  bank_name: string;
  routing_number: string;
  account_number: string;
}

/** A link or public token lives 30 minutes, like a Plaid link token's shortest life. */
export const LINK_TOKEN_TTL_MS = 30 * 60_000;

const INSTITUTION = { name: 'First Platypus Bank', routing_number: '021000021' };
const ACCOUNTS: readonly (LinkAccount & { number: string })[] = [
  {
    id: 'acc_checking',
    name: 'Platypus Checking',
    subtype: 'checking',
    mask: '0000',
    number: '1111222200000',
  },
  {
    id: 'acc_savings',
    name: 'Platypus Savings',
    subtype: 'savings',
    mask: '1111',
    number: '3333444411111',
  },
];

interface Issued {
  userId: string;
  page: BankLinkPage;
  expiresAt: number;
  accountId?: string;
}

/** Only a hash is kept, as with every stored capability: a memory dump does not replay a token. */
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = (prefix: string) => `${prefix}-${randomBytes(24).toString('base64url')}`;

/**
 * A Plaid-style provider kept in this process, as the remote provider would keep its tokens on its
 * side: a link token opens the provider's account chooser once; choosing an account yields a
 * public token; the public token is exchanged once for the account's numbers. Both expire.
 */
export function createDemoBankLink() {
  const linkTokens = new Map<string, Issued>();
  const publicTokens = new Map<string, Issued>();

  /** Takes a live token out of its map: whatever happens next, it cannot be used again. */
  const take = (store: Map<string, Issued>, token: string, at: Date) => {
    const key = hash(token);
    const issued = store.get(key);
    store.delete(key);
    return issued && issued.expiresAt > at.getTime() ? issued : null;
  };
  const peek = (store: Map<string, Issued>, token: string, at: Date) => {
    const issued = store.get(hash(token));
    return issued && issued.expiresAt > at.getTime() ? issued : null;
  };
  const sweep = (at: Date) => {
    const t = at.getTime();
    for (const store of [linkTokens, publicTokens])
      for (const [key, issued] of store) if (issued.expiresAt <= t) store.delete(key);
  };

  return {
    institution: INSTITUTION.name,
    createLinkToken(user: { id: string }, page: BankLinkPage, at: Date) {
      sweep(at);
      const token = newToken('link-demo');
      const expiresAt = at.getTime() + LINK_TOKEN_TTL_MS;
      linkTokens.set(hash(token), { userId: user.id, page, expiresAt });
      return { link_token: token, expires_at: new Date(expiresAt).toISOString() };
    },
    /** What the provider's chooser lists for a live link token of this user, or null. */
    accounts(linkToken: string, userId: string, at: Date): LinkAccount[] | null {
      const issued = peek(linkTokens, linkToken, at);
      if (!issued || issued.userId !== userId) return null;
      return ACCOUNTS.map(({ id, name, subtype, mask }) => ({ id, name, subtype, mask }));
    },
    /** The user chose an account: the link token is spent and a public token stands for the choice. */
    choose(linkToken: string, userId: string, accountId: string, at: Date) {
      const issued = peek(linkTokens, linkToken, at);
      if (!issued || issued.userId !== userId || !ACCOUNTS.some((a) => a.id === accountId))
        return null;
      take(linkTokens, linkToken, at);
      const token = newToken('public-demo');
      publicTokens.set(hash(token), {
        ...issued,
        accountId,
        expiresAt: at.getTime() + LINK_TOKEN_TTL_MS,
      });
      return { public_token: token };
    },
    /** Spends a public token (even one presented by the wrong user: a leaked token dies) for its account. */
    exchange(publicToken: string, at: Date): LinkedAccount | null {
      const issued = take(publicTokens, publicToken, at);
      const account = ACCOUNTS.find((a) => a.id === issued?.accountId);
      if (!issued || !account) return null;
      return {
        userId: issued.userId,
        page: issued.page,
        bank_name: INSTITUTION.name,
        routing_number: INSTITUTION.routing_number,
        account_number: account.number,
      };
    },
  };
}

export type BankLinkProvider = ReturnType<typeof createDemoBankLink>;

/** The one provider of this server process. */
export const demoBankLink = createDemoBankLink();
