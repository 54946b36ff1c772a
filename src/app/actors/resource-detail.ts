import { fromPromise } from 'xstate';
import type { DetailLoad } from '../../../machines/kit/resource-detail.screen';
import type { ResourceDefinition } from '../../domain/resources/define';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';

/** The generic detail page's loader for a resource without history: `GET /v2<apiPath>/{id}`, checked against its contract. */
export const detailLoader = <Item>(def: Pick<ResourceDefinition<Item>, 'apiPath' | 'item'>) =>
  fromPromise<DetailLoad, { id: string }>(({ input, signal }) =>
    withApiErrors(async () => ({ item: def.item.parse(await http.get(`${def.apiPath.slice(1)}/${input.id}`, { signal }).json()), history: null })),
  );
