import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { NoteSubject } from '../../../resources/notes/subjects';
import { canUseNotes, type Subject } from '../../../domain/policy/capabilities';
import { notesResource, type Note } from '../../../resources/notes/contract';
import { notesForm } from '../../../resources/notes/form';
import { resourceListLogic } from '../../actors/resource-list';
import { LoadError } from './load-error';
import { InlineResourceForm } from './resource-form-view';
import { Moment } from './moment';
import { DetailSection } from './resource-detail-view';

const logic = resourceListLogic(notesResource);

/**
 * The notes on one record (newest first, 50 at most) with a box to add one, for the users spec §6
 * lets see notes; run by the kit's list and form charts. A saved note reloads the list, and the
 * list's new count gives the box a fresh form.
 */
export function NotesSection({
  subjectType,
  subjectId,
  user,
}: {
  subjectType: NoteSubject;
  subjectId: string;
  user: Subject;
}) {
  const ref = useActorRef(logic, {
    input: {
      query: {
        subject_type: subjectType,
        subject_id: subjectId,
        sort: '-created_at',
        page: 1,
        per_page: 50,
      },
      exportable: false,
    },
  });
  const s = useSelector(ref, (snap) => snap);
  const fixed = useMemo(
    () => ({ subject_type: subjectType, subject_id: subjectId }),
    [subjectType, subjectId],
  );
  const onSaved = useCallback(() => ref.send({ type: 'list.reload' }), [ref]);
  const notes = (s.context.page?.data ?? []) as Note[];
  const total = s.context.page?.meta.total ?? 0;
  return (
    <DetailSection id="notes" title="Notes">
      <InlineResourceForm
        key={total}
        apiPath={notesResource.apiPath}
        form={notesForm}
        user={user}
        label="Add a note"
        fixed={fixed}
        onSaved={onSaved}
        submitLabel="Add note"
      />
      {s.context.error && (
        <LoadError message={s.context.error} onRetry={() => ref.send({ type: 'list.retry' })} />
      )}
      {s.context.page && notes.length === 0 && (
        <p className="mt-3 text-sm text-slate-500">No notes yet.</p>
      )}
      <ol aria-label="Notes" className="mt-3 space-y-3">
        {notes.map((n) => (
          <li key={n.id} className="rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-800">
            <p className="text-xs text-slate-600 dark:text-slate-300">
              <span className="font-medium">{n.author_name}</span> · <Moment iso={n.created_at} />
            </p>
            <p className="mt-1 whitespace-pre-wrap">{n.body}</p>
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}

/** The section for users who may see notes, nothing for others. */
export function NotesFor(props: {
  subjectType: NoteSubject;
  subjectId: string;
  user: Subject | null;
}) {
  const { user } = props;
  return user && canUseNotes(user) ? <NotesSection {...props} user={user} /> : null;
}
