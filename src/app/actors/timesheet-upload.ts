import { fromPromise } from 'xstate';
import type { CsvFile } from '../../../machines/kit/csv-file';
import { UploadReport } from '../../domain/contracts/timesheets';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';

export const loadUpload = fromPromise<UploadReport | null, { id: string | null }>(
  ({ input, signal }) =>
    withApiErrors(async () =>
      input.id
        ? UploadReport.parse(await http.get(`timesheet_uploads/${input.id}`, { signal }).json())
        : null,
    ),
);

/** The progress of an import job: the upload as it stands. */
export const pollUpload = fromPromise<UploadReport, { id: string | null }>(({ input, signal }) =>
  withApiErrors(async () =>
    UploadReport.parse(await http.get(`timesheet_uploads/${input.id}`, { signal }).json()),
  ),
);

export const sendUpload = fromPromise<UploadReport, { file: CsvFile }>(({ input, signal }) =>
  withApiErrors(async () => {
    const content = await input.file.text();
    return UploadReport.parse(
      await http
        .post('timesheet_uploads', { json: { filename: input.file.name, content }, signal })
        .json(),
    );
  }),
);
