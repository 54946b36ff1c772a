import { fromPromise } from 'xstate';
// A type only: the server validates the response against the same zod contract before sending.
import type { WorkersCompCode } from '../../resources/workers-comp-codes/contract';
import type { Preloaded } from '../../domain/resources/form';
import { PAGE_SIZE } from '../../domain/resources/list-query';
import { errorMessageOf, http } from '../lib/http';

interface Page {
  data: WorkersCompCode[];
  meta: { total: number };
}

/** Every workers' comp code (spec §7 `GET /v2/workers_comp_codes`), page after page of the largest size. */
async function allCodes(signal: AbortSignal): Promise<WorkersCompCode[]> {
  const codes: WorkersCompCode[] = [];
  for (let page = 1; ; page++) {
    const body = await http
      .get('workers_comp_codes', {
        searchParams: { per_page: PAGE_SIZE.max, page, sort: 'code' },
        signal,
      })
      .json<Page>();
    codes.push(...body.data);
    if (body.data.length === 0 || codes.length >= body.meta.total) return codes;
  }
}

export const preloadedActors = {
  loadPreloaded: fromPromise<Preloaded>(async ({ signal }) => {
    try {
      const codes = await allCodes(signal);
      return {
        workers_comp_codes: codes.map(({ code, description, state }) => ({
          code,
          description,
          state,
        })),
      };
    } catch (err) {
      throw new Error(await errorMessageOf(err));
    }
  }),
};
