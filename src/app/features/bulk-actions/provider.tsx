import { createActorContext } from '@xstate/react';
import { bulkActionsScreen } from '../../../../machines/bulk-actions/bulk-actions.screen';
import { applyBulk, previewBulk } from '../../actors/timesheet-bulk';

export const BulkActionsContext = createActorContext(bulkActionsScreen.provide({ actors: { previewBulk, applyBulk } }));
