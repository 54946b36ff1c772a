import { fromPromise } from 'xstate';
import type { AssignmentQuery } from '../../../machines/assignment-list/assignment-list.screen';
import { AssignmentList } from '../../domain/contracts/assignments';
import { assignmentsResource } from '../../domain/resources/assignments';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';
import { detailLoader } from './resource-detail';

export const loadAssignments = fromPromise<AssignmentList, AssignmentQuery>(({ input, signal }) =>
  withApiErrors(async () => {
    const searchParams = Object.fromEntries(Object.entries(input).filter((e): e is [string, string | number] => e[1] !== undefined));
    return AssignmentList.parse(await http.get('assignments', { searchParams, signal }).json());
  }),
);

/** One assignment for the generic detail page; assignments keep no history. */
export const loadAssignment = detailLoader(assignmentsResource);
