import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../domain/contracts/errors';
import {
  SEARCH_RESULTS_PER_TYPE,
  SearchQuery,
  SearchResponse,
} from '../../../domain/contracts/search';
import { canUseCommandPalette } from '../../../domain/policy/capabilities';
import { sessionOf } from '../../auth/session';
import type { Deps } from '../../deps';
import { plainJson } from '../../kit/plain-json';
import { searchAll } from '../../kit/search';
import { searchSources } from './sources';

export const searchRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/search',
    {
      // Checked before the query is validated (kit/authorize-first.ts).
      config: {
        may: {
          allowed: canUseCommandPalette,
          message: 'Only admin and partner users can use the global search.',
        },
      },
      // The hits are built from the sources' typed rows (kit/search.ts).
      serializerCompiler: plainJson,
      schema: {
        tags: ['search'],
        summary:
          'The global search palette: records in your scope whose text contains the search, a few per object type',
        querystring: SearchQuery,
        response: { 200: SearchResponse, 403: ErrorBody },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      const text = req.query.search.trim();
      const data = text
        ? await searchAll(deps.db, user, searchSources, text, SEARCH_RESULTS_PER_TYPE)
        : [];
      return { data: { data } };
    },
  );
};
