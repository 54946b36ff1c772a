import { formContract } from '../../../../tests/kit/form-contract';
import { resourceContract, seedPerPartner } from '../../../../tests/kit/resource-contract';
import { documentTemplatesResource } from '../../../domain/resources/document-templates';
import { documentTemplatesForm } from '../../../domain/resources/document-templates-form';
import { documentTemplates } from '../../db/schema';

resourceContract(documentTemplatesResource, {
  seed: seedPerPartner(
    (partner_id, i) => ({ partner_id, name: `Offer letter ${i}`, kind: 'offer_letter', body: 'Dear {first_name},' }),
    documentTemplates,
  ),
});
formContract(documentTemplatesResource, documentTemplatesForm, {
  valid: { name: 'Offer letter', kind: 'offer_letter', body: 'Dear {first_name}, welcome as {job_title}.' },
  refused: 'recruiter@acme.test',
});
