import { decideAction } from '../../domain/workflow/action-meta';
import type { RouteAccess } from '../../server/kit/authorize-first';
import { removeAllocationMeta } from './contract';
import { canAllocatePayments, canPayInvoices, canRecordPayments } from './policy';

// Who may call each money route at all: the routes declare them (checked before the body or the
// Idempotency-Key is validated, kit/authorize-first.ts) and the services check them again.

export const payAccess: RouteAccess = {
  allowed: canPayInvoices,
  message: 'Only the paying client’s owner or finance users pay invoices',
};

export const allocateAccess: RouteAccess = {
  allowed: canAllocatePayments,
  message: 'Only admins allocate payments (spec §6: payments are edited by admin)',
};

export const statementAccess: RouteAccess = {
  allowed: canRecordPayments,
  message: 'Payments are created by employers or self-funded partners',
};

/** Its refusal says who may and who the caller is (the chart's words), as the chart's own refusal did. */
export const removeAllocationAccess: RouteAccess = {
  allowed: (user) => decideAction(removeAllocationMeta, user).allowed,
  message: (user) => decideAction(removeAllocationMeta, user).reason,
};
