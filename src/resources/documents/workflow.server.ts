import { z } from 'zod';
import { documentVerificationDefinition, isExpired, type StoredVerification } from './chart';
import { WorkerDocument } from './contract';
import { DOCUMENT_STATUSES, DOCUMENT_SUBJECTS } from './kinds';
import type { EventStream } from '../../server/events/payloads';
import { transitionPayload } from '../../server/kit/workflow/payloads';
import { defineWorkflowServer, type ProjectedEvent } from '../../server/kit/workflow/server';
import {
  documentDto,
  joined,
  documentScope,
  type DocumentRow,
  type JoinedDocument,
} from './queries';
import { documents } from './table';

const step = transitionPayload(z.strictObject({ status: z.enum(DOCUMENT_STATUSES) }));

/** What each document event records; the store refuses any other payload. */
export const documentEvents: EventStream = {
  type: documentVerificationDefinition.name,
  payloads: {
    'document.created': z.strictObject({
      id: z.uuid(),
      subject: z.enum(DOCUMENT_SUBJECTS),
      document_type: z.string().min(1),
      partner_id: z.uuid().nullable(),
      contractor_id: z.uuid().nullable(),
      client_id: z.uuid().nullable(),
      file_id: z.uuid(),
      expires_on: z.iso.date().nullable(),
    }),
    'document.verify': step,
    'document.reject': step.extend({ reason: z.string().min(1) }),
    'document.reopen': step,
  },
};

/** The one reducer of document events, for the live path and for a rebuild alike. */
export function projectDocument(row: DocumentRow | null, e: ProjectedEvent): DocumentRow {
  if (e.type === 'document.created') {
    const p = e.payload as Pick<
      DocumentRow,
      | 'id'
      | 'subject'
      | 'document_type'
      | 'partner_id'
      | 'contractor_id'
      | 'client_id'
      | 'file_id'
      | 'expires_on'
    >;
    return {
      ...p,
      version: e.version,
      status: 'pending',
      rejection_reason: null,
      verified_by_user_id: null,
      verified_at: null,
      uploaded_by_user_id: e.actor_user_id ?? '',
      created_at: e.occurred_at,
    };
  }
  if (!row) throw new Error(`${e.type} before document.created`);
  const to = e.payload.to as StoredVerification;
  const next = { ...row, version: e.version, status: to.status };
  switch (e.type) {
    case 'document.verify':
      return {
        ...next,
        rejection_reason: null,
        verified_by_user_id: e.actor_user_id,
        verified_at: e.occurred_at,
      };
    case 'document.reject':
      return {
        ...next,
        rejection_reason: String(e.payload.reason),
        verified_by_user_id: e.actor_user_id,
        verified_at: null,
      };
    default:
      return { ...next, rejection_reason: null, verified_by_user_id: null, verified_at: null };
  }
}

const today = (now: () => Date) => now().toISOString().slice(0, 10);

/** Document verification on the server: the shared definition plus its table, DTO, reducer and payloads. */
export const documentWorkflowServer = (now: () => Date) =>
  defineWorkflowServer({
    definition: documentVerificationDefinition,
    apiPath: '/documents',
    itemKey: 'document',
    item: WorkerDocument,
    actionBody: z.object({ reason: z.string().trim().min(1).max(1000).optional() }),
    rows: joined,
    id: documents.id,
    scope: documentScope,
    toDto: documentDto(now),
    row: (r: JoinedDocument) => r.d,
    storedOf: (row: DocumentRow): StoredVerification => ({
      status: row.status as StoredVerification['status'],
    }),
    facts: (r: JoinedDocument) => ({ expired: isExpired(r.d.expires_on, today(now)) }),
    table: documents,
    reduce: projectDocument,
    events: documentEvents,
  });
