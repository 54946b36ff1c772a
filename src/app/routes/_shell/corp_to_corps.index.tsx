import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { corpToCorpsForm } from '../../../resources/corp-to-corps/form';
import { corpToCorpsQuery } from '../../../resources/corp-to-corps/query';
import { CorpToCorpListView } from '../../../resources/corp-to-corps/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/corp_to_corps/')({
  validateSearch: listSearch(corpToCorpsQuery),
  component: function CorpToCorpList() {
    const { user } = useShell();
    return (
      <CorpToCorpListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        creatable={Boolean(user && corpToCorpsForm.may.create(user))}
      />
    );
  },
});
