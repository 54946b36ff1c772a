import { z } from 'zod';
import {
  addressFields,
  parseAddress,
  type Address,
  type AddressInput,
} from '../validation/address';
import { IsoDate } from './calendar';
import { jobClassifications } from '../jobs/classifications';

/**
 * What a form sends to add or change jobs and a client's records. The browser's form and the server
 * check with these same schemas, so a field's message is the same in both places.
 */

const required = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** A client in the caller's scope; the server answers 404 for any other. */
const ClientId = z.uuid('Choose a client');

/** Bounded before parseAddress reads them, which measures and refuses longer text itself. */
const addressShape = Object.fromEntries(
  addressFields.map((f) => [f, z.string().max(400).nullish()]),
) as Record<(typeof addressFields)[number], z.ZodOptional<z.ZodNullable<z.ZodString>>>;

const addressOf = (v: Record<string, unknown>): AddressInput =>
  Object.fromEntries(
    addressFields.map((f) => [f, typeof v[f] === 'string' ? (v[f] as string) : null]),
  );

/** A name and a spec §3 address (plus `extra` fields), checked by parseAddress with its messages on each field. */
const place = <Extra extends z.ZodRawShape>(extra: Extra) =>
  z
    .object({ ...extra, name: required('Name', 100), ...addressShape })
    // Runs even when another field failed, so every field's message shows at once.
    .superRefine(
      (v, ctx) => {
        const checked = parseAddress(addressOf(v));
        if (checked.ok) return;
        for (const [field, message] of Object.entries(checked.errors))
          ctx.addIssue({ code: 'custom', path: [field], message });
      },
      { when: () => true },
    )
    .transform((v) => {
      const checked = parseAddress(addressOf(v));
      // The refinement above has refused every address parseAddress refuses.
      if (!checked.ok) throw new Error('unreachable: address refused after its check');
      return { ...v, ...checked.value } as Omit<typeof v, keyof Address> & Address;
    });

/** A work location or department: its client when added, then its name and address. */
export const PlaceCreate = place({ client_id: ClientId });
export const PlaceUpdate = place({});
export type PlaceCreate = z.infer<typeof PlaceCreate>;
export type PlaceUpdate = z.infer<typeof PlaceUpdate>;

const projectCodeFields = {
  code: required('Code', 40).regex(
    /^[A-Za-z0-9][A-Za-z0-9._\- ]*$/,
    'Code may hold letters, digits, spaces, dots, dashes and underscores',
  ),
  description: optional('Description', 200),
  active: z.boolean().default(true),
};
export const ProjectCodeCreate = z.object({ client_id: ClientId, ...projectCodeFields });
export const ProjectCodeUpdate = z.object(projectCodeFields);
export type ProjectCodeCreate = z.infer<typeof ProjectCodeCreate>;

/** Cents a JavaScript number carries exactly and any invoice could need: under $100 billion. */
export const MAX_AMOUNT_CENTS = 10_000_000_000_000;
const purchaseOrderFields = {
  number: required('Number', 40),
  amount_cents: z
    .number('Amount is required')
    .int('Amount must be in whole cents')
    .min(1, 'Amount must be more than zero')
    .max(MAX_AMOUNT_CENTS, 'Amount is too large'),
  start_date: IsoDate,
  end_date: IsoDate.nullish().transform((v) => v ?? null),
};
const endsAfterStart = (v: { start_date: string; end_date: string | null }) =>
  v.end_date === null || v.end_date >= v.start_date;
const END_BEFORE_START = {
  message: 'End date must be on or after the start date',
  path: ['end_date'],
};
export const PurchaseOrderCreate = z
  .object({ client_id: ClientId, ...purchaseOrderFields })
  .refine(endsAfterStart, END_BEFORE_START);
export const PurchaseOrderUpdate = z
  .object(purchaseOrderFields)
  .refine(endsAfterStart, END_BEFORE_START);
export type PurchaseOrderCreate = z.infer<typeof PurchaseOrderCreate>;

/**
 * A job (spec §3). `client_id` makes it one client's job (a client owner's always are); an admin
 * names the partner of a job for every client. Whether the user may choose Canada's
 * classification is the server's check beside this one (spec §5).
 */
const jobFields = {
  title: required('Title', 100),
  classification: z.enum(jobClassifications, 'Choose a classification'),
  workers_comp_code: optional('Workers comp code', 10).refine(
    (v) => v === null || /^[A-Za-z0-9-]+$/.test(v),
    'Workers comp code may hold letters, digits and dashes',
  ),
  salaried: z.boolean().default(false),
  is_travel: z.boolean().default(false),
};
export const JobCreate = z.object({
  ...jobFields,
  client_id: z
    .uuid('Choose a client')
    .nullish()
    .transform((v) => v ?? null),
  partner_id: z
    .uuid('Choose a partner')
    .nullish()
    .transform((v) => v ?? null),
});
export const JobUpdate = z.object(jobFields);
export type JobCreate = z.infer<typeof JobCreate>;
export type JobUpdate = z.infer<typeof JobUpdate>;
