import { useSelector } from '@xstate/react';
import type { User } from '../../../domain/contracts/user';
import { canExport } from '../../../domain/policy/capabilities';
import type { AgreementSearch } from '../../../domain/resources/agreements-query';
import { onboardingFor } from '../../actors/onboarding';
import { DocumentPage } from '../onboarding/document-page';
import { AgreementListView } from './agreement-list';

/**
 * `/agreements`: the signed agreements in the caller's scope. A contractor whose onboarding still
 * asks for the agreement signs it here first (the wizard's `agreements` step links to this page).
 */
export function AgreementsPage({ user, search }: { user: User; search: AgreementSearch }) {
  const ref = onboardingFor(user);
  const loading = useSelector(ref, (s) => s.matches('checking'));
  const due = useSelector(
    ref,
    (s) => s.context.required.includes('agreements') && !s.context.completed.includes('agreements'),
  );
  if (user.user_type === 'contractor') {
    if (loading) return <p className="text-sm text-slate-500">Loading…</p>;
    if (due) return <DocumentPage document="contractor_agreement" user={user} />;
  }
  return <AgreementListView search={search} exportable={canExport(user)} />;
}
