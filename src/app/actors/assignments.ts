import { AssignmentList } from '../../domain/contracts/assignments';
import { assignmentsResource } from '../../domain/resources/assignments';
import { detailLoader } from './resource-detail';
import { csvDownloader, noFilterOptions, pageLoader } from './resource-list';

export const loadAssignmentPage = pageLoader(assignmentsResource.apiPath, (body) =>
  AssignmentList.parse(body),
);
export const downloadAssignmentsCsv = csvDownloader(assignmentsResource.apiPath, 'assignments.csv');
/** Contractor and client filters are set from the rows' own links. */
export const loadAssignmentFilterOptions = noFilterOptions;

/** One assignment for the generic detail page; assignments keep no history. */
export const loadAssignment = detailLoader(assignmentsResource);
