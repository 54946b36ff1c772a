import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BankMethod, BankMethodList, bankMethodsPath, CreateBankMethod } from './contract';
import { ErrorBody, ValidationErrorBody } from '../../domain/contracts/errors';
import { StepUpRequired } from '../../domain/contracts/session';
import type { BankMethodKind } from './policy';
import type { Deps } from '../../server/deps';
import { sessionOf } from '../../server/auth/session';
import { requireStepUp } from '../../server/auth/step-up';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { bankLinkRoutes } from './link.server';
import { settleDirectDeposit } from './settle-direct-deposit.server';
import { bankMethodAccess, bankMethodOwner } from './owner.server';
import {
  createBankMethod,
  findBankMethod,
  listBankMethods,
  makeDefaultBankMethod,
  removeBankMethod,
} from './store.server';

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ValidationErrorBody };
const changeErrors = { ...errors, 424: StepUpRequired };
const params = z.object({ id: z.uuid() });
const LABEL: Record<BankMethodKind, string> = {
  payout: 'payout method',
  payment: 'payment method',
  pay_card: 'pay card',
  direct_deposit: 'direct deposit account',
};

/**
 * `/<kind>_methods`: every change is a step-up operation (424 until X-Verification-Code holds a
 * valid code), checked after role and tenant so a refused caller is never mailed a code.
 */
function bankMethodRoutes(kind: BankMethodKind): FastifyPluginAsyncZod<Deps> {
  const base = `/${bankMethodsPath[kind]}`;
  const tags = [bankMethodsPath[kind]];
  const config = { may: bankMethodAccess(kind) };
  return async (app, deps) => {
    app.get(
      base,
      {
        config,
        schema: {
          tags,
          summary: `The caller's ${LABEL[kind]}s (account numbers masked)`,
          response: { 200: BankMethodList, ...errors },
        },
      },
      async (req) => ({
        data: await listBankMethods(deps.db, bankMethodOwner(sessionOf(req).user, kind)),
      }),
    );

    app.post(
      base,
      {
        config,
        schema: {
          tags,
          summary: `Add a ${LABEL[kind]} (step-up)`,
          body: CreateBankMethod,
          response: { 201: BankMethod, ...changeErrors },
        },
      },
      async (req, reply) => {
        const { user } = sessionOf(req);
        const owner = bankMethodOwner(user, kind);
        await requireStepUp(req, deps);
        const created = await createBankMethod(
          deps.db,
          deps.vault,
          owner,
          req.body,
          user.id,
          deps.now(),
        );
        await settleDirectDeposit(deps, req, kind, user, created);
        return reply.status(201).send(created);
      },
    );

    app.delete(
      `${base}/:id`,
      {
        config,
        schema: {
          tags,
          summary: `Remove a ${LABEL[kind]} (step-up; kept for audit)`,
          params,
          response: { 204: z.null(), ...changeErrors },
        },
      },
      async (req, reply) => {
        const owner = bankMethodOwner(sessionOf(req).user, kind);
        await findBankMethod(deps.db, owner, req.params.id);
        await requireStepUp(req, deps);
        await removeBankMethod(deps.db, owner, req.params.id, deps.now());
        return reply.status(204).send(null);
      },
    );

    app.patch(
      `${base}/:id/default`,
      {
        config,
        schema: {
          tags,
          summary: `Make a ${LABEL[kind]} the default (step-up)`,
          params,
          response: { 200: BankMethod, ...changeErrors },
        },
      },
      async (req) => {
        const { user } = sessionOf(req);
        const owner = bankMethodOwner(user, kind);
        await findBankMethod(deps.db, owner, req.params.id);
        await requireStepUp(req, deps);
        const method = await makeDefaultBankMethod(deps.db, owner, req.params.id);
        await settleDirectDeposit(deps, req, kind, user, method);
        return method;
      },
    );
  };
}

/** The four pages; `direct_deposit` is a contractor's own account for its pay, the onboarding step of spec §4. */
const KINDS: readonly BankMethodKind[] = ['payout', 'payment', 'pay_card', 'direct_deposit'];

const routes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  for (const kind of KINDS) await app.register(bankMethodRoutes(kind), deps);
  await app.register(bankLinkRoutes, deps);
};

export const bankMethodsPart: ResourceServerPart = { routes };

// What payments (a payer's accounts) and the payroll seed use of bank methods.
export { bankMethodOwner } from './owner.server';
export { findBankMethod, insertBankMethod, listBankMethods } from './store.server';
