import { createActorContext } from '@xstate/react';
import { assignmentDetailScreen } from '../../../../machines/assignment-list/assignment-detail.screen';
import { assignmentListScreen } from '../../../../machines/assignment-list/assignment-list.screen';
import { loadAssignment, loadAssignments } from '../../actors/assignments';

export const AssignmentListContext = createActorContext(assignmentListScreen.provide({ actors: { loadAssignments } }));
export const AssignmentDetailContext = createActorContext(assignmentDetailScreen.provide({ actors: { loadAssignment } }));
