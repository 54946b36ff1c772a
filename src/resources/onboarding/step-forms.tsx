import type { User } from '../../domain/contracts/user';
import { PERSONAL_INFO_PATH, signaturePath, TAX_ID_PATH } from '../../domain/onboarding/api-paths';
import { AGREEMENT_FOR, DOCUMENTS, type DocumentKey } from '../../domain/onboarding/documents';
import { personalInfoForm } from '../../domain/onboarding/forms/personal-info-form';
import { signatureForm } from '../../domain/onboarding/forms/signature-form';
import { taxIdForm } from '../../domain/onboarding/forms/tax-id-form';
import { OwnRecordForm } from '../../app/components/kit/resource-form-view';

const SIGNATURE_FORMS = Object.fromEntries(
  Object.keys(DOCUMENTS).map((k) => [k, signatureForm(k as DocumentKey)]),
) as Record<DocumentKey, ReturnType<typeof signatureForm>>;

/** A document to read and sign by typing one's name (agreements, the handbook's acknowledgement). */
export function DocumentSigning(props: { document: DocumentKey; user: User; onSaved: () => void }) {
  const doc = DOCUMENTS[props.document];
  return (
    <div className="space-y-4">
      <article
        aria-label={doc.title}
        className="max-h-72 overflow-y-auto whitespace-pre-line rounded-md bg-slate-50 p-4 text-sm ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-800"
      >
        {doc.text}
      </article>
      <OwnRecordForm
        apiPath={signaturePath(props.document)}
        form={SIGNATURE_FORMS[props.document]}
        user={props.user}
        label={`Sign the ${doc.title}`}
        submitLabel="Sign"
        onSaved={props.onSaved}
      />
    </div>
  );
}

/** The steps the wizard completes in place, by step name; other steps have pages of their own. */
export function InlineStepForm(props: { step: string; user: User; onSaved: () => void }) {
  const { step, user, onSaved } = props;
  if (step === 'personal_info')
    return (
      <OwnRecordForm
        apiPath={PERSONAL_INFO_PATH}
        form={personalInfoForm}
        user={user}
        label="Profile and Address"
        submitLabel="Save and continue"
        onSaved={onSaved}
      />
    );
  if (step === 'tax_id')
    return (
      <OwnRecordForm
        apiPath={TAX_ID_PATH}
        form={taxIdForm}
        user={user}
        label="Tax ID"
        submitLabel="Save and continue"
        onSaved={onSaved}
      />
    );
  if (step === 'employee_handbook')
    return <DocumentSigning document="employee_handbook" user={user} onSaved={onSaved} />;
  const agreement = AGREEMENT_FOR[user.user_type];
  if (step === 'agreements' && agreement)
    return <DocumentSigning document={agreement} user={user} onSaved={onSaved} />;
  return null;
}

export const hasInlineForm = (step: string) =>
  ['personal_info', 'tax_id', 'employee_handbook', 'agreements'].includes(step);
