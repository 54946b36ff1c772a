import { formContract } from '../../../tests/kit/form-contract';
import { resourceContract, seedPerPartner } from '../../../tests/kit/resource-contract';
import { documentTemplatesResource } from './contract';
import { documentTemplatesForm } from './form';
import { documentTemplates } from './table';

resourceContract(documentTemplatesResource, {
  seed: seedPerPartner(
    (partner_id, i) => ({
      partner_id,
      name: `Offer letter ${i}`,
      kind: 'offer_letter',
      body: 'Dear {first_name},',
    }),
    documentTemplates,
  ),
});
formContract(documentTemplatesResource, documentTemplatesForm, {
  valid: {
    name: 'Offer letter',
    kind: 'offer_letter',
    body: 'Dear {first_name}, welcome as {job_title}.',
  },
  refused: 'recruiter@acme.test',
});
