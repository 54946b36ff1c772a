import type { SignedAgreement } from '../../../domain/contracts/agreements';
import { agreementsResource } from '../../../domain/resources/agreements';
import { resourceDetailLogic } from '../../actors/resource-detail';
import { FieldList } from '../../components/kit/field-list';
import { DetailSection, ResourceDetailView } from '../../components/kit/resource-detail-view';
import { Moment } from '../../components/kit/moment';

const detailLogic = resourceDetailLogic(agreementsResource);

/** `/agreements/{id}`: one electronic signature as recorded (spec §4). */
export function AgreementDetailView({ id }: { id: string }) {
  return (
    <ResourceDetailView<SignedAgreement, never>
      key={id}
      logic={detailLogic}
      id={id}
      workflow={null}
      title={(r) => (r ? `${r.title}: ${r.signer_name}` : 'Agreement')}
      back={{ href: '/agreements', label: '← Agreements' }}
      noun="agreement"
      sections={(r) => (
        <DetailSection id="signature" title="Signature">
          <FieldList
            layout="table"
            fields={[
              ['Document', r.title],
              ['Signer', `${r.signer_name} (${r.signer_email})`],
              ['Signed at', <Moment key="signed" iso={r.signed_at} withSeconds />],
              ['IP address', r.ip ?? '--'],
              ['Browser', r.user_agent ?? '--'],
              [
                'Document hash (SHA-256)',
                <code className="break-all text-xs">{r.document_hash}</code>,
              ],
              [
                'Text',
                r.current_text
                  ? 'The current text of this document'
                  : 'An earlier text: the document was changed after this signature',
              ],
            ]}
          />
        </DetailSection>
      )}
    />
  );
}
