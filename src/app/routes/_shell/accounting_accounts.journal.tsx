import { createFileRoute } from '@tanstack/react-router';
import type { JournalQueryInput } from '../../../resources/accounting/chart';
import { monthOf } from '../../../resources/accounting/period';
import { JournalView } from '../../../resources/accounting/journal-view';
import { compact, isoDate, uuid, wholeNumber, type RawSearch } from '../../lib/search-params';

/** The journal has no spec route of its own: it lives with the chart of accounts. */
export const Route = createFileRoute('/_shell/accounting_accounts/journal')({
  staticData: { specPath: '/accounting_accounts' },
  validateSearch: (raw: RawSearch): JournalQueryInput => {
    const month = monthOf(new Date());
    return compact({
      from: isoDate(raw.from) ?? month.from,
      to: isoDate(raw.to) ?? month.to,
      partner_id: uuid(raw.partner_id),
      eor_id: uuid(raw.eor_id),
      page: wholeNumber(raw.page, 1, 100_000) ?? 1,
      per_page: wholeNumber(raw.per_page, 1, 200) ?? 50,
    });
  },
  component: function Journal() {
    const query = Route.useSearch();
    return <JournalView key={JSON.stringify(query)} query={query} />;
  },
});
