import { createActorContext } from '@xstate/react';
import { timesheetEntryScreen } from '../../../../machines/timesheet-entry/timesheet-entry.screen';
import { loadEntry, loadWeek, locate, saveRow, submitRow } from '../../actors/timesheet-entry';
import { toastFormInvalid } from '../../components/feedback/form-toast';
import { toastStore } from '../../components/feedback/toast-store';

export const EntryContext = createActorContext(
  timesheetEntryScreen.provide({
    actors: { loadEntry, loadWeek, saveRow, locate, submitRow },
    actions: {
      notifyInvalid: toastFormInvalid,
      notifySaved: () => toastStore.show('Saved as draft.'),
    },
  }),
);
