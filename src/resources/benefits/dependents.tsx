import { useMemo, useState } from 'react';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { DetailSection } from '../../app/components/kit/resource-detail-view';
import { InlineResourceForm } from '../../app/components/kit/resource-form-view';
import { formatDate } from '../../domain/format/format';
import { dependentRelationshipLabels } from '../../domain/payroll-config/vocabulary';
import type { Subject } from '../../domain/policy/capabilities';
import { canAddDependents } from '../../domain/policy/payroll-config';
import { dependentsResource, type Dependent } from './contract';
import { EmbeddedList } from './embedded-list';
import { dependentsForm } from './form';

const logic = resourceListLogic(dependentsResource);

// Name, relationship and date of birth only: no SSN is kept for a dependent, so none can show.
const columns: Column<Dependent>[] = [
  { header: 'Name', rowHeader: true, cell: (d) => `${d.first_name} ${d.last_name}` },
  { header: 'Relationship', cell: (d) => dependentRelationshipLabels[d.relationship] },
  { header: 'Date of birth', cell: (d) => formatDate(d.date_of_birth) },
];

/** The form on a worker's page: the worker is the page's, not a choice. */
const forWorker = {
  ...dependentsForm,
  fields: dependentsForm.fields.filter((f) => f.name !== 'contractor_id'),
};

/**
 * A worker's dependents with a box to add one: on an enrollment's page (`contractorId`) for the
 * employer's staff, on /contractor/benefits for the contractor's own (the server names the worker).
 */
export function DependentsSection({
  contractorId,
  user,
}: {
  contractorId?: string;
  user: Subject;
}) {
  const query = useMemo(
    () => ({ sort: 'last_name', ...(contractorId && { contractor_id: contractorId }) }),
    [contractorId],
  );
  const fixed = useMemo(
    () => (contractorId ? { contractor_id: contractorId } : {}),
    [contractorId],
  );
  // A saved form is done: a fresh one (a new key) takes its place for the next dependent.
  const [saved, setSaved] = useState(0);
  return (
    <DetailSection id="dependents" title="Dependents">
      <EmbeddedList<Dependent>
        logic={logic}
        query={query}
        columns={columns}
        caption="Dependents"
        empty="No dependents yet."
      >
        {(reload) =>
          canAddDependents(user) && (
            <details className="mb-3">
              <summary className="cursor-pointer text-sm font-medium text-brand">
                Add a dependent
              </summary>
              <div className="mt-3 max-w-md">
                <InlineResourceForm
                  key={saved}
                  apiPath={dependentsResource.apiPath}
                  form={forWorker}
                  user={user}
                  label="Add a dependent"
                  fixed={fixed}
                  onSaved={() => {
                    reload();
                    setSaved((n) => n + 1);
                  }}
                  submitLabel="Add dependent"
                />
              </div>
            </details>
          )
        }
      </EmbeddedList>
    </DetailSection>
  );
}
