import { count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { DOCUMENTS, type DocumentKey } from '../../domain/onboarding/documents';
import type { Db } from '../../server/db/client';
import { clients, contractors, documentSignatures, users } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import { documentHash } from '../onboarding/server';
import { agreementsResource, type SignedAgreement } from './contract';
import { canSeeAgreements } from './policy';
import type { agreementsQuery } from './query';

const rows = (db: Db) =>
  db
    .select({ s: documentSignatures, email: users.email })
    .from(documentSignatures)
    .innerJoin(users, eq(users.id, documentSignatures.user_id))
    .leftJoin(contractors, eq(contractors.id, users.contractor_id))
    .leftJoin(clients, eq(clients.id, users.client_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

/** The signer's partner: their own, or the one their client or contractor profile works through. */
const signerPartner = sql`coalesce(${users.partner_id}, ${contractors.partner_id}, ${clients.partner_id})`;

const agreementsServer: ResourceServer<Row, SignedAgreement, typeof agreementsQuery> = {
  query: {
    rows,
    count: (db) =>
      db
        .select({ n: count() })
        .from(documentSignatures)
        .innerJoin(users, eq(users.id, documentSignatures.user_id))
        .leftJoin(contractors, eq(contractors.id, users.contractor_id))
        .leftJoin(clients, eq(clients.id, users.client_id))
        .$dynamic(),
    id: documentSignatures.id,
    filters: { document: documentSignatures.document, signed_at: documentSignatures.signed_at },
    sorts: { signed_at: [documentSignatures.signed_at] },
  },
  // A partner sees its own staff's and its workers' signatures; everyone else their profile's.
  scope: {
    partner_id: (id) => sql`${signerPartner} = ${id}`,
    sales_partner_id: users.sales_partner_id,
    eor_id: users.eor_id,
    client_id: users.client_id,
    contractor_id: users.contractor_id,
  },
  toDto: ({ s, email }) => {
    const key = s.document as DocumentKey;
    return {
      id: s.id,
      document: key,
      title: DOCUMENTS[key]?.title ?? s.document,
      user_id: s.user_id,
      signer_name: s.signer_name,
      signer_email: email,
      signed_at: s.signed_at.toISOString(),
      ip: s.ip,
      user_agent: s.user_agent,
      document_hash: s.document_hash,
      current_text: key in DOCUMENTS && s.document_hash === documentHash(key),
    };
  },
};

const access = { allowed: canSeeAgreements, message: 'You are not allowed to see agreements' };

const agreementsRoutes: FastifyPluginAsync<Deps> = async (app, deps) =>
  registerResource(app, deps, agreementsResource, agreementsServer, { access });

export const agreementsPart: ResourceServerPart = { routes: agreementsRoutes, subscribers: [] };
