import { SignedAgreement } from '../contracts/agreements';
import { canSensitive, isAdmin, isContractor, type Subject } from '../policy/capabilities';
import { agreementsQuery } from './agreements-query';
import { defineResource } from './define';

/** Spec §2 shows Agreements with sensitive access; a contractor sees its own signatures. */
export const canSeeAgreements = (user: Subject) =>
  isAdmin(user) || isContractor(user) || canSensitive(user);

/** Signed agreements: `/v2/agreements` and the detail page `/agreements/{id}`. */
export const agreementsResource = defineResource({
  name: 'agreements',
  apiPath: '/agreements',
  specPaths: ['/agreements/{id}'],
  labels: { singular: 'Agreement', plural: 'Agreements' },
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
