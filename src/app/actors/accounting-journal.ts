import { fromPromise } from 'xstate';
import type {
  JournalExportFormat,
  JournalQueryInput,
} from '../../../machines/accounting/journal.screen';
import { journalScreen } from '../../../machines/accounting/journal.screen';
import { JournalPage } from '../../domain/contracts/accounting';
import { http } from '../lib/http';
import { saveBlob } from '../lib/save-blob';
import { withApiErrors } from './api-error';

const paramsOf = (q: JournalQueryInput) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as Record<
    string,
    string | number
  >;

/** The journal chart with its fetching: a page as JSON, or the whole period saved as a file. */
export const journalLogic = journalScreen.provide({
  actors: {
    loadJournal: fromPromise(({ input, signal }) =>
      withApiErrors(async () =>
        JournalPage.parse(
          await http.get('accounting_journal', { searchParams: paramsOf(input), signal }).json(),
        ),
      ),
    ),
    exportJournal: fromPromise<void, { query: JournalQueryInput; format: JournalExportFormat }>(
      ({ input, signal }) =>
        withApiErrors(async () => {
          const { page: _page, per_page: _perPage, ...period } = paramsOf(input.query);
          const blob = await http
            .get('accounting_journal', {
              searchParams: { ...period, format: input.format },
              signal,
            })
            .blob();
          saveBlob(blob, `journal-${input.query.from}-${input.query.to}.${input.format}`);
        }),
    ),
  },
});
