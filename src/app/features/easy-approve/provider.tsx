import { createActorContext } from '@xstate/react';
import { easyApproveScreen } from '../../../../machines/easy-approve/easy-approve.screen';
import { decide, openLink } from '../../actors/easy-approve';

export const EasyApproveContext = createActorContext(
  easyApproveScreen.provide({ actors: { openLink, decide } }),
);
