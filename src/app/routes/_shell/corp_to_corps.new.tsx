import { createFileRoute } from '@tanstack/react-router';
import { uuid, type RawSearch } from '../../lib/search-params';
import { CorpToCorpFormView } from '../../../resources/corp-to-corps/pages';

/** The spec has no create route for corp-to-corps: the form lives under the list, `?id=` edits one. */
export const Route = createFileRoute('/_shell/corp_to_corps/new')({
  staticData: { specPath: '/corp_to_corps' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function NewCorpToCorp() {
    return <CorpToCorpFormView id={Route.useSearch().id} />;
  },
});
