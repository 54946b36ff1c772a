import { createFileRoute } from '@tanstack/react-router';
import { apiKeysQuery } from '../../../resources/api-keys/query';
import { DevelopersPage } from '../../features/developers/developers-page';
import { listSearch } from '../../lib/list-search';

/** Spec §2 /developers: API keys, the API's document, QA's statecharts (who may: spec-routes.ts). */
export const Route = createFileRoute('/_shell/developers/')({
  validateSearch: listSearch(apiKeysQuery),
  component: function Developers() {
    return <DevelopersPage search={Route.useSearch()} />;
  },
});
