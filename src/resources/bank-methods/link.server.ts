import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BankMethod,
  bankLinkPath,
  LinkAccounts,
  LinkAccountsRequest,
  LinkChoice,
  LinkToken,
  PublicToken,
  type BankLinkPage,
} from './contract';
import { ErrorBody, ValidationErrorBody } from '../../domain/contracts/errors';
import { StepUpRequired } from '../../domain/contracts/session';
import type { User } from '../../domain/contracts/user';
import { sessionOf } from '../../server/auth/session';
import { requireStepUp } from '../../server/auth/step-up';
import type { Deps } from '../../server/deps';
import { bankLinkAdapter } from '../../server/integrations/bank-link';
import type { RouteAccess } from '../../server/kit/authorize-first';
import { perUserLimit } from '../../server/kit/per-user-limit';
import { ApiError } from '../../server/lib/errors';
import { bankMethodAccess, bankMethodOwner, type BankMethodOwner } from './owner.server';
import { settleDirectDeposit } from './settle-direct-deposit.server';
import { createBankMethod } from './store.server';

const provider = bankLinkAdapter.demo;

/** Whose name the account is in, as a bank would report it: the paying company, or the worker. */
function holderOf(user: User, ownerType: BankMethodOwner['owner_type']) {
  const profile = ownerType === 'contractor' ? null : user[ownerType];
  return profile?.entity_name ?? `${user.first_name} ${user.last_name}`;
}
const errors = { 401: ErrorBody, 403: ErrorBody, 410: ErrorBody, 422: ValidationErrorBody };

/**
 * Link tokens a user may open a minute on one page: the modal asks for one per opening, and
 * each lives in the provider's memory for 30 minutes, so a loop creating them is cut off early.
 */
export const LINK_TOKENS_PER_MINUTE = 10;

/**
 * One answer for an unknown, expired, spent or someone else's token, so a guesser learns nothing;
 * the token itself is never quoted (it is a capability, and errors reach logs).
 */
const gone = () =>
  new ApiError(410, 'This bank link expired or was already used: link the account again');

/**
 * `/<page>/link_token` and `/<page>/link_exchange` for the two pages a link may fill: role and
 * tenant are the page's own (`bankMethodAccess`), checked before the body is read; the exchange is a
 * step-up operation like manual entry, and the account is stored as manual entry stores it.
 */
function linkRoutes(page: BankLinkPage): FastifyPluginAsyncZod<Deps> {
  const base = `/${bankLinkPath[page]}`;
  const config = { may: bankMethodAccess(page) };
  const tags = [bankLinkPath[page]];
  return async (app, deps) => {
    app.post(
      `${base}/link_token`,
      {
        config: {
          ...config,
          rateLimit: perUserLimit(
            'bank_link_token',
            LINK_TOKENS_PER_MINUTE,
            'Too many bank links started',
          ),
        },
        schema: {
          tags,
          summary: `A short-lived, single-use token opening the bank linking service for this page (at most ${LINK_TOKENS_PER_MINUTE} a minute)`,
          response: { 201: LinkToken, ...errors, 429: ErrorBody },
        },
      },
      async (req, reply) => {
        const { user } = sessionOf(req);
        bankMethodOwner(user, page);
        return reply.status(201).send(provider.createLinkToken(user, page, deps.now()));
      },
    );

    app.post(
      `${base}/link_exchange`,
      {
        config,
        schema: {
          tags,
          summary:
            'Exchange the linking service public token for the chosen account and add it (step-up)',
          body: PublicToken,
          response: { 201: BankMethod, ...errors, 424: StepUpRequired },
        },
      },
      async (req, reply) => {
        const { user } = sessionOf(req);
        const owner = bankMethodOwner(user, page);
        // Before the token is spent: the replay after the two-factor modal carries the same token.
        await requireStepUp(req, deps);
        const linked = provider.exchange(req.body.public_token, deps.now());
        if (!linked || linked.userId !== user.id || linked.page !== page) throw gone();
        const created = await createBankMethod(
          deps.db,
          deps.vault,
          owner,
          {
            account_holder: holderOf(user, owner.owner_type),
            bank_name: linked.bank_name,
            routing_number: linked.routing_number,
            account_number: linked.account_number,
          },
          user.id,
          deps.now(),
        );
        await settleDirectDeposit(deps, req, page, user, created);
        return reply.status(201).send(created);
      },
    );
  };
}

const PAGES: readonly BankLinkPage[] = ['direct_deposit', 'payment'];

/** Whoever may link on one of the pages, checked before the body is read. */
const chooserAccess: RouteAccess = {
  allowed: (user) => PAGES.some((page) => bankMethodAccess(page).allowed(user)),
  message:
    'Only a contractor for its direct deposit, or a payer for its payment methods, links a bank account',
};

/**
 * The provider's own account chooser, which a third-party script would show: whoever may link on
 * one of the pages, and only with a live link token that user created.
 */
const chooserRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    '/bank_link/accounts',
    {
      config: { may: chooserAccess },
      schema: {
        tags: ['bank_link'],
        summary: "The accounts the linking service's chooser lists (masked) for a live link token",
        body: LinkAccountsRequest,
        response: { 200: LinkAccounts, ...errors },
      },
    },
    async (req) => {
      const accounts = provider.accounts(req.body.link_token, sessionOf(req).user.id, deps.now());
      if (!accounts) throw gone();
      return { institution: provider.institution, accounts };
    },
  );

  app.post(
    '/bank_link/public_token',
    {
      config: { may: chooserAccess },
      schema: {
        tags: ['bank_link'],
        summary: 'Choose an account: spends the link token, answers the public token to exchange',
        body: LinkChoice,
        response: { 201: PublicToken, ...errors },
      },
    },
    async (req, reply) => {
      const { link_token, account_id } = req.body;
      const chosen = provider.choose(link_token, sessionOf(req).user.id, account_id, deps.now());
      if (!chosen) throw gone();
      return reply.status(201).send(chosen);
    },
  );
};

/** Linking on the two pages that allow it (a worker's direct deposit, a payer's payment methods), and the chooser. */
export const bankLinkRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  for (const page of PAGES) await app.register(linkRoutes(page), deps);
  await app.register(chooserRoutes, deps);
};
