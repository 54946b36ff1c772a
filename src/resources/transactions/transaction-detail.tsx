import { Link } from '@tanstack/react-router';
import { statusWords } from '../../domain/format/words';
import { subjectOfTransaction, transactionDefinition } from './chart';
import { TransactionDetail } from './contract';
import { formatMoney, orMissing } from '../../domain/format/format';
import { workflowDetailLogic } from '../../app/actors/workflow-resource';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection } from '../../app/components/kit/resource-detail-view';
import { linkClass } from '../../app/features/client-org/client-org-parts';
import { WorkflowDetailView } from '../../app/components/kit/workflow-detail-view';
import { statusBadge } from './pages';

const detailLogic = workflowDetailLogic('transactions', TransactionDetail);

/** /transactions/{id}: the fields, Hold (with a reason) and Release for employers, and the history. */
export function TransactionDetailView({ id }: { id: string }) {
  return (
    <WorkflowDetailView
      logic={detailLogic}
      id={id}
      definition={transactionDefinition}
      subjectOf={(d: TransactionDetail) => subjectOfTransaction(d.transaction)}
      title={(d) =>
        d
          ? `${d.transaction.kind === 'pay' ? 'Pay' : 'Bill'} transaction of ${d.transaction.date}`
          : 'Transaction'
      }
      back={{ href: '/transactions', label: '← Transactions' }}
      noun="transaction"
      sections={(d) => {
        const t = d.transaction;
        return (
          <>
            <DetailSection id="fields" title="Details">
              <FieldList
                layout="table"
                fields={[
                  ['Status', statusBadge(t)],
                  ['Hold reason', orMissing(t.hold_reason)],
                  ['Kind', t.kind === 'pay' ? 'Pay' : 'Bill'],
                  ['Date', t.date],
                  ['Client', t.client_name],
                  ['Contractor', orMissing(t.contractor_name)],
                  ['Source', statusWords(t.source_type)],
                  ['Description', t.description],
                  ['State', orMissing(t.state)],
                  ['Amount', formatMoney(t.amount_cents)],
                ]}
              />
            </DetailSection>
            <DetailSection id="items" title="Items">
              <Link to="/transaction_items" search={{ transaction_id: t.id }} className={linkClass}>
                The items of this transaction
              </Link>
            </DetailSection>
          </>
        );
      }}
    />
  );
}
