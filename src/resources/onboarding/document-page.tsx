import { useCallback } from 'react';
import type { User } from '../../domain/contracts/user';
import { DOCUMENTS, type DocumentKey } from '../../domain/onboarding/documents';
import { isOnboardingUserType } from '../../domain/onboarding/requirements';
import { onboardingFor } from './actor';
import { navigation } from '../../app/lib/navigation';
import { DocumentSigning } from './step-forms';

/**
 * A signed document's own page (/agreements, /employee_handbook, …): read, sign, and go back to the
 * onboarding wizard, whose sync check says what is next.
 */
export function DocumentPage({ document, user }: { document: DocumentKey; user: User | null }) {
  const signed = useCallback(() => {
    if (!user || !isOnboardingUserType(user.user_type)) return;
    onboardingFor(user).send({ type: 'onboarding.sync' });
    navigation.go(`/onboard/${user.user_type}`);
  }, [user]);
  const doc = DOCUMENTS[document];
  const maySign = user !== null && doc.signers.includes(user.user_type);
  return (
    <section aria-labelledby="page-title" className="max-w-3xl">
      <h1 id="page-title" className="text-xl font-semibold">
        {doc.title}
      </h1>
      <div className="mt-4 rounded-lg bg-white p-5 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        {maySign && user ? (
          <DocumentSigning document={document} user={user} onSaved={signed} />
        ) : (
          <p className="whitespace-pre-line text-sm">{doc.text}</p>
        )}
      </div>
    </section>
  );
}
