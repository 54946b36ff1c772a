import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountingCallback,
  AccountingConnectStarted,
  Integration,
  IntegrationDetail,
  SaveIntegration,
} from './contract';
import { ErrorBody, ValidationErrorBody } from '../../domain/contracts/errors';
import { canConfigureIntegrations, INTEGRATIONS_REFUSED } from './policy';
import { sessionOf } from '../../server/auth/session';
import { integrationConfigs } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { accountingAdapter } from '../../server/integrations/accounting';
import { adapterOf, registryOf } from '../../server/integrations/registry';
import { ApiError, notFound } from '../../server/lib/errors';
import { CREDENTIAL_COLUMN } from '../../server/integrations/credentials';
import { configOf, recentCalls, recordOutcome, runTest, toIntegration } from './configs.server';
import { openState, sealState } from './connect-state.server';
import { ownerKeyOf } from './owner.server';
import type { ResourceServerPart } from '../../server/kit/resource-part';

/** What a live call to a provider records: its outcome on the integration's row (src/server/integrations). */
export { recordOutcome } from './configs.server';

const may = { allowed: canConfigureIntegrations, message: INTEGRATIONS_REFUSED };
const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ValidationErrorBody };
const Params = z.object({ id: z.string().max(40) });
const badState = (message: string) => new ApiError(422, message);

/**
 * `/v2/integrations` (the registry's adapters with the caller's status), `/{id}` (detail with
 * recent calls; PUT saves a sealed credential and tests it; POST `/test` tests), and the accounting
 * connect of `/accounting_auth`. Admins keep the platform's configurations, an employer's owner its
 * own (docs/integrations.md).
 */
const integrationsRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const adapterFor = (id: string) => {
    const adapter = adapterOf(deps, id);
    if (!adapter) throw notFound('No such integration');
    return adapter;
  };
  const detail = async (owner: string, id: string): Promise<IntegrationDetail> => {
    const adapter = adapterFor(id);
    const row = await configOf(deps.db, owner, id);
    return {
      ...toIntegration(deps, adapter, row),
      recent_calls: await recentCalls(deps.db, owner, id),
    };
  };
  const testAndRecord = async (owner: string, id: string) => {
    const { check, ms } = await runTest(adapterFor(id));
    await recordOutcome(deps, owner, id, check, ms);
  };

  app.get(
    '/integrations',
    {
      config: { may },
      schema: {
        tags: ['integrations'],
        summary: 'Every outside service and its status',
        response: { 200: z.array(Integration), ...errors },
      },
    },
    async (req) => {
      const owner = ownerKeyOf(sessionOf(req).user);
      const rows = await deps.db
        .select()
        .from(integrationConfigs)
        .where(eq(integrationConfigs.owner_key, owner));
      return registryOf(deps).adapters.map((a) =>
        toIntegration(
          deps,
          a,
          rows.find((r) => r.adapter_id === a.id),
        ),
      );
    },
  );
  app.get(
    '/integrations/:id',
    {
      config: { may },
      schema: {
        tags: ['integrations'],
        summary: 'One service: status and recent calls',
        params: Params,
        response: { 200: IntegrationDetail, ...errors },
      },
    },
    async (req) => detail(ownerKeyOf(sessionOf(req).user), req.params.id),
  );
  app.put(
    '/integrations/:id',
    {
      config: { may },
      schema: {
        tags: ['integrations'],
        summary: 'Save the credential (sealed) and test the connection',
        params: Params,
        body: SaveIntegration,
        response: { 200: IntegrationDetail, ...errors },
      },
    },
    async (req) => {
      const owner = ownerKeyOf(sessionOf(req).user);
      const { id } = req.params;
      adapterFor(id);
      const now = deps.now();
      const sealed = {
        credential_sealed: deps.vault.seal(CREDENTIAL_COLUMN, req.body.credential),
        credential_last4: req.body.credential.slice(-4),
        updated_at: now,
      };
      await deps.db
        .insert(integrationConfigs)
        .values({ owner_key: owner, adapter_id: id, ...sealed })
        .onConflictDoUpdate({
          target: [integrationConfigs.owner_key, integrationConfigs.adapter_id],
          set: sealed,
        });
      await testAndRecord(owner, id);
      return detail(owner, id);
    },
  );
  app.post(
    '/integrations/:id/test',
    {
      config: { may },
      schema: {
        tags: ['integrations'],
        summary: 'Test the connection; records the outcome',
        params: Params,
        response: { 200: IntegrationDetail, ...errors },
      },
    },
    async (req) => {
      const owner = ownerKeyOf(sessionOf(req).user);
      await testAndRecord(owner, req.params.id);
      return detail(owner, req.params.id);
    },
  );
  app.post(
    '/accounting_auth/start',
    {
      config: { may },
      schema: {
        tags: ['integrations'],
        summary: 'Start connecting the accounting system: where to send the browser',
        response: { 200: AccountingConnectStarted, ...errors },
      },
    },
    async (req) => {
      const owner = ownerKeyOf(sessionOf(req).user);
      const { state, nonce } = sealState(deps.vault, owner, deps.now());
      const values = { pending_state_nonce: nonce, updated_at: deps.now() };
      await deps.db
        .insert(integrationConfigs)
        .values({ owner_key: owner, adapter_id: accountingAdapter.id, ...values })
        .onConflictDoUpdate({
          target: [integrationConfigs.owner_key, integrationConfigs.adapter_id],
          set: values,
        });
      return { authorize_url: registryOf(deps).accounting.authorizeUrl(state) };
    },
  );
  app.post(
    '/accounting_auth/callback',
    {
      config: { may },
      schema: {
        tags: ['integrations'],
        summary: 'The accounting system’s return: exchange the code, store the token sealed',
        body: AccountingCallback,
        response: { 200: IntegrationDetail, ...errors },
      },
    },
    async (req) => {
      const owner = ownerKeyOf(sessionOf(req).user);
      const opened = openState(deps.vault, req.body.state, deps.now());
      if (opened === 'expired')
        throw badState('This connection link has expired: start connecting again');
      if (!opened || opened.owner !== owner)
        throw badState('This connection link is not valid: start connecting again');
      // Clearing the nonce in the same statement that matches it makes a replayed state find nothing.
      const claimed = await deps.db
        .update(integrationConfigs)
        .set({ pending_state_nonce: null })
        .where(
          and(
            eq(integrationConfigs.owner_key, owner),
            eq(integrationConfigs.adapter_id, accountingAdapter.id),
            eq(integrationConfigs.pending_state_nonce, opened.nonce),
          ),
        )
        .returning({ id: integrationConfigs.id });
      if (claimed.length === 0)
        throw badState('This connection link was already used: start connecting again');
      const started = performance.now();
      const exchanged = await registryOf(deps).accounting.exchange(req.body.code);
      if (exchanged) {
        const token = {
          credential_sealed: deps.vault.seal(CREDENTIAL_COLUMN, exchanged.token),
          credential_last4: exchanged.token.slice(-4),
        };
        await deps.db
          .update(integrationConfigs)
          .set(token)
          .where(eq(integrationConfigs.id, claimed[0]!.id));
      }
      const check = exchanged
        ? { ok: true, message: 'The accounting system authorized the connection' }
        : { ok: false, message: 'The accounting system refused the authorization code' };
      await recordOutcome(deps, owner, accountingAdapter.id, check, performance.now() - started);
      return detail(owner, accountingAdapter.id);
    },
  );
};

export const integrationsPart: ResourceServerPart = { routes: integrationsRoutes };
