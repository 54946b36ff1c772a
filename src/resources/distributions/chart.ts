import { z } from 'zod';
import { defineStatusWorkflow, type StatusCheck } from '../../../machines/kit/status-workflow';
import { distributionsResource } from './contract';

const facts = z.object({
  /** Negative for a reversing entry: what the sales partner gives back. */
  amountCents: z.number().int(),
  /** Whether its invoice is paid now. */
  invoicePaid: z.boolean(),
});
type DistributionCheck = StatusCheck<typeof facts>;

const owesSomething: DistributionCheck = (f) =>
  f.amountCents !== 0 ? null : 'Nothing is owed on this distribution.';
const earned: DistributionCheck = (f) =>
  f.amountCents < 0 || f.invoicePaid
    ? null
    : 'Its invoice is no longer paid: the commission is reversed, not paid out.';
const invoiceUnpaid: DistributionCheck = (f) =>
  f.invoicePaid ? 'Its invoice is paid: the commission stands.' : null;

/** A sales partner's commission on one paid invoice (spec `/distributions`), or the entry reversing one. */
export const distributionStatusWorkflow = defineStatusWorkflow({
  name: 'distribution',
  manifest: { folder: 'distributions', title: 'Commission distribution' },
  plural: 'distributions',
  description:
    'A commission on a paid invoice’s margin: owed to the referring sales partner, then paid out; reversed when the invoice is no longer paid.',
  facts,
  actions: distributionsResource.actions,
  initial: 'pending',
  statuses: {
    pending: {
      description:
        'The invoice is paid; the commission is owed to the sales partner (a reversing entry: owed back).',
      on: { markPaid: 'paid', reverse: 'reversed' },
    },
    paid: {
      final: true,
      description:
        'Paid out to the sales partner (a reversing entry: recovered); an invoice no longer paid is answered by a reversing entry.',
    },
    reversed: {
      final: true,
      description:
        'Cancelled against its pair before anything was paid out: the invoice is no longer paid.',
    },
  },
  events: {
    markPaid: {
      action: 'mark_paid',
      at: 'paid_at',
      guard: {
        name: 'canMarkDistributionPaid',
        description:
          'Admins mark a commission paid once it has been paid out to the sales partner (a reversing entry once it is recovered); a commission only while its invoice is paid.',
        checks: [owesSomething, earned],
      },
    },
    /** Commissions only, no API action: the invoice is no longer paid before this was paid out. */
    reverse: {
      records: { reason: z.string().min(1) },
      guard: {
        name: 'canReverseDistribution',
        description:
          'When its invoice is no longer paid, a commission never paid out and its reversing entry cancel each other.',
        checks: [invoiceUnpaid],
      },
    },
  },
});
