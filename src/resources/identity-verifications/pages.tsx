import { useActorRef, useSelector } from '@xstate/react';
import { loadMyIdentity, startMyIdentity } from '../../app/actors/identity-verification';
import { workflowDetailLogic } from '../../app/actors/workflow-resource';
import { FieldList } from '../../app/components/kit/field-list';
import { LoadError } from '../../app/components/kit/load-error';
import { DetailSection } from '../../app/components/kit/resource-detail-view';
import { StatusBadge } from '../../app/components/kit/status-badge';
import { WorkflowDetailView } from '../../app/components/kit/workflow-detail-view';
import { formatDate } from '../../domain/format/format';
import { identityVerificationDefinition, subjectOfIdentityVerification } from './chart';
import { IdentityVerificationDetail } from './contract';
import { connectIdentityPanel, identityVerificationScreen } from './screen';

const logic = identityVerificationScreen.provide({
  actors: { loadMine: loadMyIdentity, startMine: startMyIdentity },
});
const button = 'rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white disabled:opacity-50';

/**
 * The worker's "Identity verification" section of Settings: the session's status, live while the
 * service checks, the service's reason after a failure, and the button to start (or start again).
 */
export function IdentityVerificationSection() {
  const ref = useActorRef(logic);
  const p = useSelector(ref, (s) => connectIdentityPanel(s, ref.send));
  return (
    <section aria-labelledby="identity-verification" className="space-y-2" {...p.root}>
      <h2 id="identity-verification" className="font-semibold">
        Identity verification
      </h2>
      {p.required && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Your employer requires a verified identity before your first paycheck.
        </p>
      )}
      <p className="flex flex-wrap items-center gap-2 text-sm" role="status">
        {p.status !== 'none' && <StatusBadge status={p.status} />}
        <span>{p.words}</span>
      </p>
      {p.reason && <p className="text-sm text-red-700 dark:text-red-300">Reason: {p.reason}</p>}
      {p.start && (
        <button {...p.start} className={button}>
          {p.start.label}
        </button>
      )}
      {p.error && <LoadError message={p.error} onRetry={p.retry.onClick} />}
    </section>
  );
}

const detailLogic = workflowDetailLogic('identity_verifications', IdentityVerificationDetail);
const when = (at: string | null) => (at ? formatDate(at) : '--');

/** /identity_verifications/{id}: one worker's verification, its history and the auditor's replay. */
export function IdentityVerificationDetailView({ id }: { id: string }) {
  return (
    <WorkflowDetailView
      logic={detailLogic}
      id={id}
      definition={identityVerificationDefinition}
      subjectOf={(d: IdentityVerificationDetail) =>
        subjectOfIdentityVerification(d.identity_verification)
      }
      title={(d) =>
        d
          ? `Identity verification of ${d.identity_verification.contractor_name}`
          : 'Identity verification'
      }
      back={{ href: '/settings', label: '← Settings' }}
      noun="identity verification"
      sections={(d) => {
        const v = d.identity_verification;
        return (
          <DetailSection id="fields" title="Details">
            <FieldList
              layout="table"
              fields={[
                ['Status', <StatusBadge key="s" status={v.status} />],
                ['Worker', v.contractor_name],
                ['Reason', v.failure_reason ?? '--'],
                ['Sessions', String(v.attempts)],
                ['Started', when(v.started_at)],
                ['Verified', when(v.verified_at)],
                ['Failed', when(v.failed_at)],
              ]}
            />
          </DetailSection>
        );
      }}
    />
  );
}
