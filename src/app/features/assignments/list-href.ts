import type { AssignmentQuery } from '../../../../machines/assignment-list/assignment-list.screen';
import { assignmentsQuery } from '../../../domain/resources/assignments-query';
import { listSearchParams } from '../../../domain/resources/list-query';

/** The /assignments URL of a query; defaults are left out so links stay short. */
export function listHref(q: AssignmentQuery): string {
  const search = listSearchParams(assignmentsQuery, q).toString();
  return search ? `/assignments?${search}` : '/assignments';
}
