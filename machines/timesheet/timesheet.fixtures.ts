import type { PartnerFlags, User } from '../../src/domain/contracts/user';
import { timesheetActions } from '../../src/domain/policy/timesheet-decisions';
import { eventForAction, type TimesheetEvent } from './timesheet.events';

const partner = (entity_name: string, flags: Partial<PartnerFlags> = {}): PartnerFlags => ({
  id: `p-${entity_name}`,
  entity_name,
  subdomain: null,
  logo_url: null,
  favicon_url: null,
  dark_mode: false,
  redirect_url: null,
  self_employer: false,
  self_funded: false,
  self_time_sheets: false,
  self_approve: false,
  is_payroll_disabled: false,
  is_canada_enabled: false,
  corp_to_corp_enabled: false,
  ...flags,
});

export const acme = partner('Acme Staffing');
export const selfco = partner('SelfCo', { self_employer: true, self_funded: true, self_approve: true });

const base = (email: string, user_type: User['user_type'], role: User['role'], extra: Partial<User> = {}): User => ({
  id: `u-${email}`,
  email,
  first_name: email.split('@')[0] ?? '',
  last_name: '',
  user_type,
  role,
  is_developer: false,
  admin: null,
  partner: null,
  sales_partner: null,
  eor: null,
  client: null,
  contractor: null,
  links: [],
  base_links: [],
  allowed_reports: [],
  actual_user: null,
  ...extra,
});

/** The README's demo accounts, as the chart sees them (profiles and flags as seeded). */
export const demoUsers = {
  admin: base('admin@demo.test', 'admin', 'admin', { admin: { id: 'a', entity_name: 'Staffwise' } }),
  acmeOwner: base('owner@acme.test', 'partner', 'owner', { partner: acme }),
  acmeTimekeeper: base('timekeeper@acme.test', 'partner', 'time_sheet_only', { partner: acme }),
  selfcoOwner: base('owner@selfco.test', 'partner', 'owner', { partner: selfco }),
  sales: base('sales@demo.test', 'sales_partner', 'owner', { sales_partner: { id: 's', entity_name: 'Northwind' } }),
  eor: base('eor@demo.test', 'eor', 'owner', { eor: { id: 'e', entity_name: 'Globalhire EOR' } }),
  client: base('client@globex.test', 'client', 'owner', {
    client: { id: 'c', entity_name: 'Globex', can_create_assignment: true, show_contractor_personal: false, requires_signature_for_approval: true },
  }),
  contractor: base('contractor@demo.test', 'contractor', null, {
    contractor: { id: 'k', corp_to_corp: false, requires_w2_onboard: true, partner: acme },
  }),
  ic: base('ic@demo.test', 'contractor', null, { contractor: { id: 'i', corp_to_corp: false, requires_w2_onboard: false, partner: selfco } }),
} satisfies Record<string, User>;

/** Every event from every given user, with and without the texts some events need (negative cases). */
export function sampleEvents(users: User[]): TimesheetEvent[] {
  const out: TimesheetEvent[] = [];
  for (const user of users) {
    out.push({ type: 'timesheet.edit', user });
    for (const action of timesheetActions) {
      const type = eventForAction[action];
      out.push({ type, user } as TimesheetEvent);
      if (type === 'timesheet.reject') out.push({ type, user, reason: 'Wrong hours' });
      if (type === 'timesheet.approveWithEvidence') out.push({ type, user, evidence: 'Email from the site manager' });
    }
  }
  return out;
}

