import { fromPromise } from 'xstate';
import {
  resourceDetailScreen,
  type DetailLoad,
} from '../../../machines/kit/resource-detail.screen';
import type { ResourceDefinition } from '../../domain/resources/define';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';

/** The generic detail page's loader for a resource without history: `GET /v2<apiPath>/{id}`, checked against its contract. */
export const detailLoader = <Item>(def: Pick<ResourceDefinition<Item>, 'apiPath' | 'item'>) =>
  fromPromise<DetailLoad, { id: string }>(({ input, signal }) =>
    withApiErrors(async () => ({
      item: def.item.parse(
        await http.get(`${def.apiPath.slice(1)}/${input.id}`, { signal }).json(),
      ),
      history: null,
    })),
  );

/** The detail chart bound to a resource whose page only shows the record (no workflow, no steps). */
export const resourceDetailLogic = <Item>(
  def: Pick<ResourceDefinition<Item>, 'apiPath' | 'item'>,
) => resourceDetailScreen.provide({ actors: { loadDetail: detailLoader(def) } });
