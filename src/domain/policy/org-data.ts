import type { JobClassification } from '../contracts/enums';
import {
  canClientAddAssignments,
  isAdmin,
  isPartner,
  canManageClients,
  visibleJobClassifications,
  type Subject,
} from './capabilities';
import { jobClassifications } from '../jobs/classifications';

/**
 * Who adds and edits a client's work locations, departments, project codes and purchase orders:
 * admins, and the partner staff who run client accounts (`canManageClients`) for their own clients.
 */
export const canEditClientRecords = (user: Subject) =>
  isAdmin(user) || (isPartner(user) && canManageClients(user));

/** Who adds jobs: those above, and a client owner its account lets add assignments (spec §6). */
export const canAddJobs = (user: Subject) =>
  canEditClientRecords(user) || canClientAddAssignments(user);

/** The job classifications a user may choose: Canada's only where spec §5 shows Canada. */
export const choosableJobClassifications = (user: Subject): JobClassification[] =>
  visibleJobClassifications(user, jobClassifications);

export const CANADA_NOT_ENABLED = 'Canada classifications are not enabled for your account';
