import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddressSuggestions, AddressSuggestionsQuery } from '../../../domain/contracts/addresses';
import { ErrorBody } from '../../../domain/contracts/errors';
import type { Deps } from '../../deps';
import { perUserLimit } from '../../kit/per-user-limit';
import { mapsAdapter } from './index';

/** Typing pauses once a second at most: twice that a minute leaves room for several open forms. */
export const ADDRESS_SUGGESTIONS_PER_MINUTE = 120;

export const addressSuggestionRoutes: FastifyPluginAsyncZod<Deps> = async (app) => {
  app.get(
    '/address_suggestions',
    {
      config: {
        rateLimit: perUserLimit(
          'address_suggestions',
          ADDRESS_SUGGESTIONS_PER_MINUTE,
          'Too many address look-ups',
        ),
      },
      schema: {
        tags: ['addresses'],
        summary:
          'Places for a city name ("Springfield", "Springfield, IL") or a ZIP code prefix, from the maps service',
        querystring: AddressSuggestionsQuery,
        response: { 200: AddressSuggestions, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => ({ data: await mapsAdapter.demo.suggest(req.query.q) }),
  );
};
