import { z } from 'zod';
import { DOCUMENT_KEYS } from '../../domain/onboarding/documents';
import { defineResource } from '../../domain/resources/define';
import { agreementsQuery } from './query';

/** A document signed electronically (spec §4): who signed what, when, from where, and its hash. */
export const SignedAgreement = z.object({
  id: z.string(),
  document: z.enum(DOCUMENT_KEYS),
  title: z.string(),
  user_id: z.string(),
  signer_name: z.string(),
  signer_email: z.string(),
  signed_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  document_hash: z.string(),
  /** Whether the hash is the current text's: false once the template was edited after signing. */
  current_text: z.boolean(),
});
export type SignedAgreement = z.infer<typeof SignedAgreement>;

/** Signed agreements: `/v2/agreements` and the detail page `/agreements/{id}`. */
export const agreementsResource = defineResource({
  name: 'agreements',
  apiPath: '/agreements',
  specPaths: ['/agreements/{id}'],
  labels: {
    singular: 'Agreement',
    plural: 'Agreements',
    caption: 'Signed agreements',
    empty: 'No signed agreements match these filters.',
    count: ['signed agreement', 'signed agreements'],
  },
  item: SignedAgreement,
  query: agreementsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'document', value: (r) => r.title },
    { header: 'signer', value: (r) => r.signer_name },
    { header: 'email', value: (r) => r.signer_email },
    { header: 'signed_at', value: (r) => r.signed_at },
    { header: 'ip', value: (r) => r.ip ?? '' },
    { header: 'document_hash', value: (r) => r.document_hash },
  ],
  actions: {},
});
