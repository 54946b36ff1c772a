import { fromPromise } from 'xstate';
import type { DetailLoad } from '../../../machines/kit/resource-detail.screen';
import type { AssignmentQuery } from '../../../machines/assignment-list/assignment-list.screen';
import { Assignment, AssignmentList } from '../../domain/contracts/assignments';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';

export const loadAssignments = fromPromise<AssignmentList, AssignmentQuery>(({ input, signal }) =>
  withApiErrors(async () => {
    const searchParams = Object.fromEntries(Object.entries(input).filter((e): e is [string, string | number] => e[1] !== undefined));
    return AssignmentList.parse(await http.get('assignments', { searchParams, signal }).json());
  }),
);

/** One assignment for the generic detail page; assignments keep no history. */
export const loadAssignment = fromPromise<DetailLoad, { id: string }>(({ input, signal }) =>
  withApiErrors(async () => ({ item: Assignment.parse(await http.get(`assignments/${input.id}`, { signal }).json()), history: null })),
);
