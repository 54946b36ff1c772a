import { and, eq } from 'drizzle-orm';
import type { DocumentUploadForm } from './contract';
import type { User } from '../../domain/contracts/user';
import { isTimeSheetOnly } from '../../domain/policy/capabilities';
import type { Tx } from '../../server/db/client';
import { clients, contractors } from '../../server/db/schema/profiles';
import { refusalMessage, type RouteAccess } from '../../server/kit/authorize-first';
import { fieldError } from '../../server/kit/form';
import { tenantScope } from '../../server/kit/scope';
import { forbidden } from '../../server/lib/errors';

/** Whose a new document is: the tenant columns it is stored with. */
export interface DocumentOwner {
  partner_id: string | null;
  contractor_id: string | null;
  client_id: string | null;
}

const STAFF = new Set(['admin', 'partner']);

/** Who may upload documents at all, checked before the query is validated (kit/authorize-first.ts). */
export const uploadAccess: RouteAccess = {
  allowed: (user) =>
    (user.user_type === 'contractor' && user.contractor !== null) ||
    (user.user_type === 'client' && user.client !== null) ||
    (STAFF.has(user.user_type) && !isTimeSheetOnly(user)),
  message: 'You are not allowed to upload documents',
};

/**
 * Who may upload which document, and for whom. A worker uploads their own; a client its own; a
 * partner's staff (not time-sheet-only) for their contractors and clients and the partner itself;
 * an admin for anyone, naming them. A named contractor or client outside the caller's scope is a
 * 422 on that field, never a hint that it exists.
 */
export async function documentOwner(
  tx: Tx,
  user: User,
  q: DocumentUploadForm,
): Promise<DocumentOwner> {
  if (user.user_type === 'contractor' && user.contractor) {
    if (q.subject !== 'contractor') throw forbidden('Workers upload their own documents only');
    const [c] = await tx
      .select({ partner_id: contractors.partner_id })
      .from(contractors)
      .where(eq(contractors.id, user.contractor.id));
    return {
      partner_id: c?.partner_id ?? null,
      contractor_id: user.contractor.id,
      client_id: null,
    };
  }
  if (user.user_type === 'client' && user.client) {
    if (q.subject !== 'client') throw forbidden('Clients upload their own documents only');
    const [c] = await tx
      .select({ partner_id: clients.partner_id })
      .from(clients)
      .where(eq(clients.id, user.client.id));
    return { partner_id: c?.partner_id ?? null, contractor_id: null, client_id: user.client.id };
  }
  if (!uploadAccess.allowed(user)) throw forbidden(refusalMessage(uploadAccess, user));
  if (q.subject === 'contractor') {
    if (!q.contractor_id) throw fieldError('contractor_id', 'Choose the worker');
    const [c] = await tx
      .select({ partner_id: contractors.partner_id })
      .from(contractors)
      .where(
        and(
          eq(contractors.id, q.contractor_id),
          tenantScope(user, { partner_id: contractors.partner_id }),
        ),
      );
    if (!c) throw fieldError('contractor_id', 'Worker not found');
    return { partner_id: c.partner_id, contractor_id: q.contractor_id, client_id: null };
  }
  if (q.subject === 'client') {
    if (!q.client_id) throw fieldError('client_id', 'Choose the client');
    const [c] = await tx
      .select({ partner_id: clients.partner_id })
      .from(clients)
      .where(
        and(eq(clients.id, q.client_id), tenantScope(user, { partner_id: clients.partner_id })),
      );
    if (!c) throw fieldError('client_id', 'Client not found');
    return { partner_id: c.partner_id, contractor_id: null, client_id: q.client_id };
  }
  const partnerId = user.user_type === 'admin' ? q.partner_id : user.partner?.id;
  if (!partnerId) throw fieldError('partner_id', 'Choose the partner');
  return { partner_id: partnerId, contractor_id: null, client_id: null };
}
