import {
  canSensitive,
  isAdmin,
  isEor,
  isPartner,
  isTimeSheetOnly,
  type Subject,
} from '../../domain/policy/capabilities';

/** The employer's staff read its templates; clients, workers and sales partners never do. */
export const canSeeDocumentTemplates = (user: Subject) =>
  isAdmin(user) || ((isPartner(user) || isEor(user)) && !isTimeSheetOnly(user));

/** What the employer sends its workers is written by those with sensitive access (spec §6 canSensitive). */
export const canKeepDocumentTemplates = (user: Subject) =>
  isAdmin(user) || ((isPartner(user) || isEor(user)) && canSensitive(user));
