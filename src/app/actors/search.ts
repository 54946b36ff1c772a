import type { KyInstance } from 'ky';
import { fromPromise } from 'xstate';
import type { SearchResponse, SearchResult } from '../../domain/contracts/search';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';

/**
 * `GET /v2/search` (spec §7 Global search) through the given client. The chart's signal goes to ky,
 * so closing the palette (which stops this actor) cancels the request in flight.
 */
export const searchWith = (client: KyInstance) =>
  fromPromise<SearchResult[], { query: string }>(({ input, signal }) =>
    withApiErrors(async () => {
      const body = await client
        .get('search', { searchParams: { search_type: 'global', search: input.query }, signal })
        .json<SearchResponse>();
      return body.data.data;
    }),
  );

export const searchActor = searchWith(http);
