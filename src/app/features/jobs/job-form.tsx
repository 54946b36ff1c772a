import { jobsForm } from '../../../domain/resources/jobs-form';
import { jobsResource } from '../../../domain/resources/jobs';
import { RecordFormView } from '../client-org/record-form-view';

/** `/jobs/create`: a new job (spec §2), or `?id=` to edit one. */
export function JobFormView({ id }: { id?: string }) {
  return (
    <RecordFormView
      id={id}
      apiPath={jobsResource.apiPath}
      form={jobsForm}
      path="/jobs"
      noun="job"
      plural="jobs"
    />
  );
}
