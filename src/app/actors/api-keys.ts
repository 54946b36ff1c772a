import { fromPromise } from 'xstate';
import type { CreatedKey } from '../../../machines/api-keys/api-keys.screen';
import type { ApiKeyScope } from '../../domain/api-keys/scopes';
import type { CreatedApiKey } from '../../domain/contracts/api-keys';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';

export const createApiKey = fromPromise<CreatedKey, { name: string; scope: ApiKeyScope }>(({ input, signal }) =>
  withApiErrors(async () => {
    const created = await http.post('api_keys', { json: input, signal }).json<CreatedApiKey>();
    return { name: created.name, key: created.key };
  }),
);

export const revokeApiKey = fromPromise<void, { id: string }>(({ input, signal }) =>
  withApiErrors(async () => {
    await http.post(`api_keys/${input.id}/revoke`, { signal });
  }),
);
