import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { NotesListView } from '../../../resources/notes/pages';
import { notesQuery } from '../../../resources/notes/query';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/notes')({
  validateSearch: listSearch(notesQuery),
  component: function Notes() {
    const { user } = useShell();
    return (
      <NotesListView search={Route.useSearch()} exportable={Boolean(user && canExport(user))} />
    );
  },
});
