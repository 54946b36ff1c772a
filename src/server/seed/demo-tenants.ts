import type { Tx } from '../db/client';
import { eq } from 'drizzle-orm';
import {
  admins,
  clients,
  contractors,
  eors,
  partners,
  personalInfos,
  platformSettings,
  salesPartners,
  users,
  whiteLabels,
} from '../db/schema';
import { seedPasswordHash } from './password-hash';
import { contractorSteps } from '../../domain/onboarding/contractor-steps';

export const DEMO_PASSWORD = 'correct-horse-demo';

type Profile = Partial<
  Pick<
    typeof users.$inferInsert,
    'admin_id' | 'partner_id' | 'sales_partner_id' | 'eor_id' | 'client_id' | 'contractor_id'
  >
>;

export interface DemoAccount {
  email: string;
  first_name: string;
  last_name: string;
  role: string | null;
  notes: string;
  two_factor_enabled?: boolean;
}

/** The demo logins of the README; the seed creates exactly these. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'admin@demo.test',
    first_name: 'Ada',
    last_name: 'Admin',
    role: 'admin',
    notes: 'admin',
  },
  {
    email: 'owner@acme.test',
    first_name: 'Olivia',
    last_name: 'Owner',
    role: 'owner',
    notes: 'partner Acme Staffing',
  },
  {
    email: 'recruiter@acme.test',
    first_name: 'Rita',
    last_name: 'Recruiter',
    role: 'recruiter',
    notes: 'partner Acme Staffing',
  },
  {
    email: 'finance@acme.test',
    first_name: 'Fred',
    last_name: 'Finance',
    role: 'finance',
    notes: 'partner Acme Staffing, two-factor sign-in',
    two_factor_enabled: true,
  },
  {
    email: 'timekeeper@acme.test',
    first_name: 'Tim',
    last_name: 'Keeper',
    role: 'time_sheet_only',
    notes: 'partner Acme Staffing, timesheets only',
  },
  {
    email: 'owner@selfco.test',
    first_name: 'Sam',
    last_name: 'Self',
    role: 'owner',
    notes: 'partner SelfCo (self-employer)',
  },
  {
    email: 'sales@demo.test',
    first_name: 'Sally',
    last_name: 'Sales',
    role: 'owner',
    notes: 'sales partner',
  },
  {
    email: 'eor@demo.test',
    first_name: 'Eve',
    last_name: 'Employer',
    role: 'owner',
    notes: 'employer of record',
  },
  {
    email: 'client@globex.test',
    first_name: 'Carl',
    last_name: 'Client',
    role: 'owner',
    notes: 'client Globex',
  },
  {
    email: 'approver@globex.test',
    first_name: 'April',
    last_name: 'Approver',
    role: 'manager',
    notes: 'client Globex',
  },
  {
    email: 'contractor@demo.test',
    first_name: 'Connie',
    last_name: 'Contractor',
    role: null,
    notes: 'contractor under Acme, W-2',
  },
  {
    email: 'ic@demo.test',
    first_name: 'Ian',
    last_name: 'Independent',
    role: null,
    notes: 'contractor under SelfCo, 1099',
  },
  {
    email: 'newhire@demo.test',
    first_name: 'Nina',
    last_name: 'Newhire',
    role: null,
    notes: 'contractor under Acme, onboarding incomplete',
  },
];

const W2_STEPS = ['personal_info', 'tax_forms', 'i9_form', 'direct_deposit', 'employee_handbook'];

export async function seedDemoTenants(tx: Tx): Promise<void> {
  await tx.insert(platformSettings).values({
    id: 1,
    brand_name: 'Staffwise',
    logo_url: '/brand/staffwise.svg',
    favicon_url: '/favicon.svg',
    technology_platform_website: 'https://staffwise.example',
    technology_platform_company: 'Staffwise Inc.',
    support_email: 'support@staffwise.example',
    tos_url: '/terms',
    privacy_url: '/privacy',
    help_center_url: '/help',
    contractor_help_center_url: '/help?audience=contractor',
    enabled_email_code_verification: true,
    est_offset_hours: -5,
    platform_currencies: [
      { currency: 'usd', symbol: '$' },
      { currency: 'cad', symbol: 'CA$' },
    ],
    tax_id_types: ['ssn', 'ein', 'itin', 'sin'],
    adjustment_types: ['bonus', 'correction', 'deduction', 'reimbursement'],
    valid_redirect_urls: [
      '/dashboard',
      '/timesheets',
      '/invoices',
      '/onboard',
      '/settings',
      '/profile',
      '/approvals',
      '/easy_approve',
      '/contractor',
      '/partner',
      '/client',
      '/eor',
      '/sales_partner',
      '/admin',
    ],
  });

  const [acme] = await tx
    .insert(partners)
    .values({
      entity_name: 'Acme Staffing',
      subdomain: 'acme',
      logo_url: '/brand/acme.svg',
      redirect_url: null,
      onboarding_steps: ['agreements'],
      remit_to:
        'Acme Staffing LLC, 200 Market St, Chicago, IL 60606\nACH: First Demo Bank, routing 071000013, account ending 4410',
    })
    .returning();
  const [selfco] = await tx
    .insert(partners)
    .values({
      entity_name: 'SelfCo',
      subdomain: 'selfco',
      logo_url: '/brand/selfco.svg',
      remit_to: 'SelfCo Inc., 9 Harbor Way, Austin, TX 78701',
      self_employer: true,
      self_funded: true,
      self_approve: true,
      dark_mode: true,
    })
    .returning();
  if (!acme || !selfco) throw new Error('partners were not created');
  await tx.insert(whiteLabels).values([
    {
      partner_id: acme.id,
      brand_name: 'Acme Staffing',
      logo_url: '/brand/acme.svg',
      primary_color: '#c2410c',
      support_email: 'help@acme.test',
    },
    {
      partner_id: selfco.id,
      brand_name: 'SelfCo',
      logo_url: '/brand/selfco.svg',
      dark_mode: true,
      primary_color: '#7c3aed',
      support_email: 'help@selfco.test',
    },
  ]);
  const [admin] = await tx.insert(admins).values({ entity_name: 'Staffwise' }).returning();
  const [sales] = await tx
    .insert(salesPartners)
    .values({ entity_name: 'Northwind Referrals' })
    .returning();
  const [eor] = await tx
    .insert(eors)
    .values({
      entity_name: 'Globalhire EOR',
      remit_to: 'Globalhire EOR, 1 Employer Plaza, Denver, CO 80202',
    })
    .returning();
  const [globex] = await tx
    .insert(clients)
    .values({
      entity_name: 'Globex',
      partner_id: acme.id,
      can_create_assignment: true,
      requires_signature_for_approval: true,
    })
    .returning();
  const [connie, ian, nina] = await tx
    .insert(contractors)
    .values([
      {
        partner_id: acme.id,
        requires_w2_onboard: true,
        required_steps: W2_STEPS,
        completed_steps: W2_STEPS,
        ssn: '512-44-7781',
      },
      {
        partner_id: selfco.id,
        requires_w2_onboard: false,
        required_steps: ['personal_info', 'tax_forms'],
        completed_steps: ['personal_info', 'tax_forms'],
        ssn: '623-18-9054',
      },
      // Nina is onboarding under Acme's step list (W-2 plus the agreement Acme requires), none done yet.
      {
        partner_id: acme.id,
        requires_w2_onboard: true,
        required_steps: contractorSteps(true, ['agreements']),
        completed_steps: [],
      },
    ])
    .returning();
  if (!admin || !sales || !eor || !globex || !connie || !ian || !nina)
    throw new Error('profiles were not created');

  const profiles: Record<string, Profile> = {
    'admin@demo.test': { admin_id: admin.id },
    'owner@acme.test': { partner_id: acme.id },
    'recruiter@acme.test': { partner_id: acme.id },
    'finance@acme.test': { partner_id: acme.id },
    'timekeeper@acme.test': { partner_id: acme.id },
    'owner@selfco.test': { partner_id: selfco.id },
    'sales@demo.test': { sales_partner_id: sales.id },
    'eor@demo.test': { eor_id: eor.id },
    'client@globex.test': { client_id: globex.id },
    'approver@globex.test': { client_id: globex.id },
    'contractor@demo.test': { contractor_id: connie.id },
    'ic@demo.test': { contractor_id: ian.id },
    'newhire@demo.test': { contractor_id: nina.id },
  };
  for (const account of demoAccounts) {
    await tx.insert(users).values({
      email: account.email,
      password_hash: await seedPasswordHash(DEMO_PASSWORD),
      first_name: account.first_name,
      last_name: account.last_name,
      role: account.role,
      two_factor_enabled: account.two_factor_enabled ?? false,
      ...profiles[account.email],
    });
  }
  // Connie finished the personal_info step: her date of birth is what the identity service checks.
  const [connieUser] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'contractor@demo.test'));
  if (!connieUser) throw new Error('contractor@demo.test was not created');
  await tx.insert(personalInfos).values({
    user_id: connieUser.id,
    phone: '+1 212 555 0142',
    date_of_birth: '1990-04-02',
    street_address_line_1: '350 Fifth Avenue',
    city: 'New York',
    state: 'NY',
    zipcode: '10118',
    country: 'US',
  });
}
