import { assignmentsResource } from '../../domain/resources/assignments';
import { detailLoader } from './resource-detail';

/** One assignment for the generic detail page; assignments keep no history. */
export const loadAssignment = detailLoader(assignmentsResource);
