import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { notesQuery } from '../../../domain/resources/notes-query';
import { NotesListView } from '../../features/notes/notes-page';
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
