import { isAdmin, isPartner, isSalesPartner, type Subject } from './capabilities';
import { mayOpen, specRoute } from './spec-routes';

/**
 * Who may read partners at all: the user types spec §2 gives the Partners pages (the Entities group:
 * eor, sales partner, admin), and a partner user, which reads its own partner through the API.
 * Which partners each sees is the server's tenant scope.
 */
export const canReadPartners = (user: Subject) =>
  isPartner(user) || mayOpen(user, specRoute('/partners').access);

/** Who may read sales partners at all: the user types spec §2 gives the Sales Partners pages. */
export const canReadSalesPartners = (user: Subject) =>
  mayOpen(user, specRoute('/sales_partners').access);

/** Whose lists hold several partners' rows, so a partner column tells them apart: admins and sales partners. */
export const seesSeveralPartners = (user: Subject) => isAdmin(user) || isSalesPartner(user);

/** Who creates and edits partners: those spec §2's /create_partner is for (admins). */
export const canManagePartners = (user: Subject) =>
  mayOpen(user, specRoute('/create_partner').access);

/** Who creates and edits sales partners: those /create_sales_partner is for (admins). */
export const canManageSalesPartners = (user: Subject) =>
  mayOpen(user, specRoute('/create_sales_partner').access);
