import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { SpaLink } from '../../app/components/nav/spa-link';
import { formatDate, truncate } from '../../domain/format/format';
import { notesResource, type Note } from './contract';
import { notesQuery, type NoteSearch } from './query';
import type { NoteSubject } from './subjects';

const logic = resourceListLogic(notesResource);

const SUBJECT_LABEL: Record<NoteSubject, string> = {
  clients: 'Client',
  contractors: 'Contractor',
  assignments: 'Assignment',
};

const columns: Column<Note>[] = [
  { header: 'Written', sortKey: 'created_at', cell: (n) => formatDate(n.created_at) },
  { header: 'Author', cell: (n) => n.author_name },
  {
    header: 'About',
    cell: (n) => (
      <SpaLink
        href={`/${n.subject_type}/${n.subject_id}`}
        className="text-brand underline-offset-2 hover:underline"
      >
        {SUBJECT_LABEL[n.subject_type]}
      </SpaLink>
    ),
  },
  { header: 'Note', rowHeader: true, cell: (n) => truncate(n.body) },
];

/** /notes: the latest notes on every record the caller may see, newest first. */
export function NotesListView({ search, exportable }: { search: NoteSearch; exportable: boolean }) {
  return (
    <ResourceListView<Note, typeof notesQuery>
      resource={notesResource}
      logic={logic}
      search={search}
      exportable={exportable}
      columns={columns}
      fields={{
        subject_type: {
          label: 'About',
          valueLabel: (v) => SUBJECT_LABEL[v as NoteSubject] ?? v,
        },
        subject_id: {
          label: 'Record',
          nameIn: (n) => [n.subject_id, SUBJECT_LABEL[n.subject_type]],
        },
        body: { label: 'Text' },
      }}
    />
  );
}
