import { createActorContext } from '@xstate/react';
import { timesheetEntryScreen } from './entry.screen';
import { loadEntry, loadWeek, locate, saveRow, submitRow } from './entry-actors';
import { toastFormInvalid } from '../../app/components/feedback/form-toast';
import { toastStore } from '../../app/components/feedback/toast-store';

export const EntryContext = createActorContext(
  timesheetEntryScreen.provide({
    actors: { loadEntry, loadWeek, saveRow, locate, submitRow },
    actions: {
      notifyInvalid: toastFormInvalid,
      notifySaved: () => toastStore.show('Saved as draft.'),
    },
  }),
);
