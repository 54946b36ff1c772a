import { createActorContext } from '@xstate/react';
import { timesheetUploadScreen } from '../../../../machines/timesheet-upload/timesheet-upload.screen';
import { loadUpload, pollUpload, sendUpload } from '../../actors/timesheet-upload';

export const UploadContext = createActorContext(
  timesheetUploadScreen.provide({ actors: { loadUpload, pollUpload, sendUpload } }),
);
