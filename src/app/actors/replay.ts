import { fromPromise } from 'xstate';
import type { Replay } from '../../domain/contracts/replay';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';

/** `GET /v2<apiPath>/{id}/replay` of any workflow resource; the server has checked it against the contract. */
export const replayLoader = (apiPath: string, id: string) =>
  fromPromise<Replay>(({ signal }) =>
    withApiErrors(async () =>
      http.get(`${apiPath.slice(1)}/${id}/replay`, { signal }).json<Replay>(),
    ),
  );
