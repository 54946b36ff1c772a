import type { JobClassification } from '../contracts/enums';
import {
  canClientAddAssignments,
  isAdmin,
  isPartner,
  canManageClients,
  isClient,
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

/** Whose a job is, as far as who may change it reads. */
export interface JobOwner {
  partner_id: string | null;
  client_id: string | null;
}

/**
 * Who changes a job: an admin any; partner staff their partner's; a client owner who may add jobs
 * only its company's own (not its partner's jobs for every client).
 */
export const canChangeJob = (user: Subject, job: JobOwner) =>
  isAdmin(user) ||
  (isPartner(user) && canEditClientRecords(user) && job.partner_id === user.partner?.id) ||
  (canClientAddAssignments(user) &&
    isClient(user) &&
    job.client_id !== null &&
    job.client_id === user.client?.id);
