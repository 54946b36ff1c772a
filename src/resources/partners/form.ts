import { z } from 'zod';
import { partnerFlagLabels, type PartnerFlag } from './contract';
import { canManagePartners } from '../../domain/policy/partners';
import { defineForm, type FormField } from '../../domain/resources/form';

/** A subdomain names the partner's white-label site (`acme.` in acme.localhost): one DNS label. */
export const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** What each spec §3 flag does, said under its checkbox. */
const FLAG_HINTS: Record<PartnerFlag, string> = {
  dark_mode: 'Its pages open in the dark theme.',
  self_employer: 'It employs its contractors itself, as an employer.',
  self_funded: 'It funds its own payroll: it adds payments and adjustments.',
  self_time_sheets: 'It keeps timesheets in its own system: no time is entered here.',
  self_approve: 'It approves its contractors’ timesheets itself.',
  is_payroll_disabled: 'No payroll is run for it.',
  is_canada_enabled: 'Canadian classifications and the SIN tax id are offered.',
  corp_to_corp_enabled: 'Its contractors may work corp-to-corp.',
};

const flags = Object.keys(partnerFlagLabels) as PartnerFlag[];

/** `/create_partner` and its edit (`?id=`): POST and PATCH `/v2/partners`, admins only. */
export const partnersForm = defineForm({
  input: z.object({
    entity_name: z.string().trim().min(1, 'Name is required').max(200, 'At most 200 characters'),
    subdomain: z
      .string()
      .regex(SUBDOMAIN, 'Use lowercase letters, digits and hyphens (not at either end), at most 63')
      .nullable()
      .optional(),
    sales_partner_id: z.uuid('Choose a sales partner').nullable().optional(),
    ...(Object.fromEntries(flags.map((f) => [f, z.boolean().optional()])) as Record<
      PartnerFlag,
      z.ZodOptional<z.ZodBoolean>
    >),
  }),
  fields: [
    { name: 'entity_name', label: 'Name', kind: 'text', required: true, maxLength: 200 },
    {
      name: 'subdomain',
      label: 'Subdomain',
      kind: 'text',
      maxLength: 63,
      hint: 'Its white-label address: acme gives acme.<your domain>.',
    },
    {
      name: 'sales_partner_id',
      label: 'Referred by',
      kind: 'reference',
      apiPath: '/sales_partners',
      sort: 'entity_name',
      labelField: 'entity_name',
      hint: 'The sales partner who brought it; it then sees this partner’s records.',
    },
    ...flags.map((f): FormField => ({
      name: f,
      label: partnerFlagLabels[f],
      kind: 'checkbox',
      hint: FLAG_HINTS[f],
    })),
  ],
  may: { create: canManagePartners, update: canManagePartners },
});
