import type { AssignmentQuery } from '../../../../machines/assignment-list/assignment-list.screen';

/** The /assignments URL of a query; defaults are left out so links stay short. */
export function listHref(q: AssignmentQuery): string {
  const params = new URLSearchParams();
  if (q.page > 1) params.set('page', String(q.page));
  if (q.per_page !== 50) params.set('per_page', String(q.per_page));
  if (q.contractor_id) params.set('contractor_id', q.contractor_id);
  if (q.client_id) params.set('client_id', q.client_id);
  const search = params.toString();
  return search ? `/assignments?${search}` : '/assignments';
}
