import type { JobClassification, UserRole } from '../contracts/enums';
import type { PartnerFlags, User } from '../contracts/user';

/** The parts of a user that capabilities read; the server and the browser both have them. */
export type Subject = Pick<User, 'user_type' | 'role' | 'partner' | 'client' | 'contractor'> & {
  links?: readonly string[];
  /** Reports granted one by one (spec §3); see src/resources/reports/policy.ts. */
  allowed_reports?: readonly string[];
};

const hasRole = (user: Subject, roles: readonly UserRole[]) =>
  user.role !== null && roles.includes(user.role);

/** The partner whose flags apply: the user's own partner, or the partner a contractor works under. */
export const partnerOf = (user: Subject): PartnerFlags | null =>
  user.partner ?? user.contractor?.partner ?? null;

export const isAdmin = (user: Subject) => user.user_type === 'admin';
export const isPartner = (user: Subject) => user.user_type === 'partner';
export const isClient = (user: Subject) => user.user_type === 'client';
export const isEor = (user: Subject) => user.user_type === 'eor';
export const isSalesPartner = (user: Subject) => user.user_type === 'sales_partner';
export const isContractor = (user: Subject) => user.user_type === 'contractor';
/** Admins and employers of record run the platform for others, so they get the operator views. */
export const isAdminLike = (user: Subject) => isAdmin(user) || isEor(user);
export const isOwner = (user: Subject) => user.role === 'owner';
export const isSelfEmployerPartner = (user: Subject) =>
  isPartner(user) && Boolean(user.partner?.self_employer);
export const isSelfFundedPartner = (user: Subject) =>
  isPartner(user) && Boolean(user.partner?.self_funded);

export const canSensitive = (user: Subject) =>
  hasRole(user, ['owner', 'manager', 'finance', 'admin']);
export const canSeeBill = (user: Subject) =>
  hasRole(user, ['owner', 'manager', 'finance', 'admin', 'recruiter']);

const PAYROLL_ROLES: readonly UserRole[] = [
  'owner',
  'manager',
  'finance',
  'admin',
  'recruiter',
  'recruiter_payroll',
];
export const canSeePayroll = (user: Subject) =>
  !isClient(user) && !isSalesPartner(user) && hasRole(user, PAYROLL_ROLES);
export const canSeeExpenses = (user: Subject) =>
  !isClient(user) &&
  !isSalesPartner(user) &&
  hasRole(user, [...PAYROLL_ROLES, 'recruiter_sourcer']);
export const canSeeApprovals = (user: Subject) =>
  isAdminLike(user) ||
  (isPartner(user) &&
    hasRole(user, [
      'owner',
      'admin',
      'manager',
      'finance',
      'recruiter',
      'recruiter_payroll',
      'recruiter_sourcer',
    ]));
export const canExport = (user: Subject) => user.role !== 'recruiter_sourcer';
export const canInputTime = (user: Subject) => !partnerOf(user)?.self_time_sheets;
export const isTimeSheetOnly = (user: Subject) =>
  user.role === 'time_sheet_only' && !isContractor(user);

/** Who signs clients up and keeps their settings: admins, and partner or EOR staff who run accounts. */
export const canManageClients = (user: Subject) =>
  isAdmin(user) ||
  ((isPartner(user) || isEor(user)) && hasRole(user, ['owner', 'admin', 'manager', 'recruiter']));

/** Clients add assignments, contractors and jobs only when their account allows it and they own it. */
export const canClientAddAssignments = (user: Subject) =>
  isClient(user) && Boolean(user.client?.can_create_assignment) && isOwner(user);
/**
 * Who places contractors: admins; partner and EOR staff who run accounts or payroll (a payroll
 * recruiter sets pay without seeing bill rates); a client's owner whose account may add assignments.
 */
export const canManageAssignments = (user: Subject) =>
  isAdmin(user) ||
  ((isPartner(user) || isEor(user)) &&
    hasRole(user, ['owner', 'admin', 'manager', 'recruiter', 'recruiter_payroll'])) ||
  canClientAddAssignments(user);
/**
 * Rates are the employer's terms, never set by the client who pays them (spec §6: employers edit
 * what is billed). Bill rates: admins, and a partner's or EOR's owner, finance or manager.
 */
export const canSetBillRates = (user: Subject) =>
  isAdmin(user) ||
  ((isPartner(user) || isEor(user)) && hasRole(user, ['owner', 'finance', 'manager']));
/** Pay rates: whoever places contractors on the employer's side; never a client. */
export const canSetPayRates = (user: Subject) => canManageAssignments(user) && !isClient(user);
export const hidesContractorPersonal = (user: Subject) =>
  isClient(user) && !user.client?.show_contractor_personal;

export const isEmployer = (user: Subject) => isAdmin(user) || isSelfEmployerPartner(user);
export const canSeeTransactions = isEmployer;
export const canEditTransactions = isEmployer;
export const canEditInvoiceTransactions = (user: Subject) =>
  isAdmin(user) || (isPartner(user) && isOwner(user));
export const canEditInvoices = isEmployer;
export const canCreatePayments = (user: Subject) => isEmployer(user) || isSelfFundedPartner(user);
export const canEditPayments = isAdmin;
export const canEditVerification = (user: Subject) =>
  isAdmin(user) || user.role === 'document_verifier';
export const canAddAdjustments = (user: Subject) =>
  isSelfFundedPartner(user) || isSelfEmployerPartner(user) || isAdminLike(user);
export const canAddSalary = (user: Subject) =>
  isSelfFundedPartner(user) || isSelfEmployerPartner(user);
/** The link (in `links` of GET /v2/user) that opens the worker classifications pages to a partner. */
export const WORKER_CLASSIFICATIONS_LINK = '/worker_classifications';
export const hasLink = (user: Subject, link: string) => Boolean(user.links?.includes(link));
/** Spec §6: admin, or a partner with that link. */
export const canOpenWorkerClassifications = (user: Subject) =>
  isAdmin(user) || (isPartner(user) && hasLink(user, WORKER_CLASSIFICATIONS_LINK));

/** Partners that run their own timesheet lifecycle decide like a client would. */
const isDecidingPartner = (user: Subject) =>
  isPartner(user) &&
  Boolean(
    user.partner?.self_time_sheets ||
    user.partner?.self_funded ||
    user.partner?.self_employer ||
    user.partner?.self_approve,
  );
export const canDecideTimesheets = (user: Subject) =>
  isClient(user) || isEor(user) || isAdmin(user) || isDecidingPartner(user);
export const canUnapproveTimesheets = (user: Subject) =>
  canDecideTimesheets(user) || isPartner(user);
export const showsSignTimesheet = (user: Subject) =>
  isClient(user) && Boolean(user.client?.requires_signature_for_approval);
export const canMarkTimesheetPaid = isAdmin;
export const canNoBillTimesheets = (user: Subject) => isAdminLike(user) || isPartner(user);
export const canUnrejectTimesheets = (user: Subject) =>
  isAdmin(user) || isEor(user) || isClient(user) || isSelfEmployerPartner(user);

/** Partner owners and admins brand their own partner's platform. */
export const canEditBranding = (user: Subject) =>
  isPartner(user) && hasRole(user, ['owner', 'admin']);
/** A full SSN: admins, partner staff with sensitive access, and a contractor (its own; scoping decides which). */
export const canRevealSsn = (user: Subject) =>
  isAdmin(user) || isContractor(user) || (isPartner(user) && canSensitive(user));

export const canUseCommandPalette = (user: Subject) => isAdmin(user) || isPartner(user);
export const searchDebounceMs = (user: Subject) => (isAdmin(user) ? 500 : 1000);
export const canCorpToCorp = (user: Subject) =>
  isAdminLike(user) || Boolean(user.partner?.corp_to_corp_enabled);
/** Adding and editing corp-to-corp vendors: those who see them and keep client accounts. */
export const canManageCorpToCorps = (user: Subject) =>
  canCorpToCorp(user) && canManageClients(user);

/**
 * Notes are the staff's own remarks on a client, contractor or assignment: admins, EORs and partner
 * staff write and read them on what they can see; clients and contractors never see them.
 */
export const canUseNotes = (user: Subject) => isAdminLike(user) || isPartner(user);

/** Canada is hidden unless the user is admin-like or their partner has it enabled (spec §5). */
export const canSeeCanada = (user: Subject) =>
  isAdminLike(user) || Boolean(partnerOf(user)?.is_canada_enabled);
export const visibleJobClassifications = (user: Subject, all: readonly JobClassification[]) =>
  canSeeCanada(user) ? [...all] : all.filter((c) => c !== 'canada_t4');
export const visibleTaxIdTypes = (user: Subject, all: readonly string[]) =>
  canSeeCanada(user) ? [...all] : all.filter((t) => t !== 'sin');
