import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../domain/contracts/errors';
import { Prefill, PREFILL_FORMS, PREFILLS, type KnownFacts } from '../../domain/onboarding/prefill';
import { isContractor } from '../../domain/policy/capabilities';
import { maskTaxId } from '../../domain/validation/tax-id';
import { sessionOf } from '../../server/auth/session';
import type { Db } from '../../server/db/client';
import { personalInfos, taxIds, users } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { notFound } from '../../server/lib/errors';
import type { RouteAccess } from '../../server/kit/authorize-first';
import { personalInfoOf } from './personal-info.server';
import { TAX_ID_COLUMN } from './tax-id.server';

/** The caller's own answers from the profile and tax id steps; the SSN only as its mask. */
export async function knownFactsOf(db: Db, userId: string): Promise<KnownFacts> {
  const [row] = await db
    .select({ user: users, info: personalInfos, tax: taxIds })
    .from(users)
    .leftJoin(personalInfos, eq(personalInfos.user_id, users.id))
    .leftJoin(taxIds, eq(taxIds.user_id, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  const tax = row.tax;
  return {
    ...personalInfoOf(row.user, row.info),
    email: row.user.email,
    ssn_masked: tax?.tax_id_type === 'ssn' ? maskTaxId('ssn', tax.last4) : null,
  };
}

/** The SSN the worker gave at the tax id step, opened on the server only, to sign a W-4 with. */
export async function ssnOnFile(
  db: Db,
  deps: Pick<Deps, 'vault'>,
  userId: string,
): Promise<string | null> {
  const [tax] = await db.select().from(taxIds).where(eq(taxIds.user_id, userId));
  return tax?.tax_id_type === 'ssn' ? deps.vault.open(TAX_ID_COLUMN, tax.tax_id) : null;
}

const prefillAccess: RouteAccess = {
  allowed: (user) => isContractor(user) && user.contractor !== null,
  message: 'Only workers fill in these forms',
};

/** `GET /v2/onboarding/prefill/{form}`: a worker's W-4 or I-9 starts from what they already entered. */
export const prefillRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/onboarding/prefill/:form',
    {
      config: { may: prefillAccess },
      schema: {
        tags: ['onboarding'],
        summary: "The caller's known answers for their W-4 or I-9; sealed numbers only masked",
        // Any short name passes here: the caller is authorized first, then the form is looked up (404).
        params: z.object({ form: z.string().max(16) }),
        response: { 200: Prefill, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      const form = PREFILL_FORMS.find((f) => f === req.params.form);
      if (!form) throw notFound();
      return PREFILLS[form](await knownFactsOf(deps.db, user.id));
    },
  );
};
