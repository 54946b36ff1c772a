import { createActorContext } from '@xstate/react';
import { assignmentListScreen } from '../../../../machines/assignment-list/assignment-list.screen';
import { loadAssignments } from '../../actors/assignments';

export const AssignmentListContext = createActorContext(assignmentListScreen.provide({ actors: { loadAssignments } }));
