import type { User } from '../../domain/contracts/user';
import type { ConversationRecord } from './contract';
import { formatDate } from '../../domain/format/format';
import type { MessageRecordType } from './kinds';
import { canOpenExpenses } from '../expenses/policy';
import type { Db, Tx } from '../../server/db/client';
import { findInScope } from '../../server/kit/workflow/load';
import { expenseServer } from '../expenses/workflow.server';
import { invoiceServer } from '../invoices/workflow.server';
import { timesheetServer } from '../timesheets/server';

/**
 * The record as `user` may open it on its own page, named for them, or null when they may not: the
 * workflow's `access` (who may see invoices at all), the page's policy (expenses: spec §2's menu) and
 * the workflow's tenant scope, exactly as the record's page and API decide.
 */
export async function openRecord(
  db: Db | Tx,
  user: User,
  type: MessageRecordType,
  id: string,
): Promise<ConversationRecord | null> {
  switch (type) {
    case 'timesheet': {
      const found = await findInScope(db, timesheetServer, user, id);
      if (!found) return null;
      const t = timesheetServer.toDto(found, user);
      return { type, id, label: `Timesheet of ${t.contractor_name}, ${formatDate(t.date)}` };
    }
    case 'invoice': {
      if (!invoiceServer.access?.allowed(user)) return null;
      const found = await findInScope(db, invoiceServer, user, id);
      if (!found) return null;
      const i = invoiceServer.toDto(found, user);
      return { type, id, label: `Invoice ${i.number_label} to ${i.client_name}` };
    }
    case 'expense': {
      if (!canOpenExpenses(user)) return null;
      const found = await findInScope(db, expenseServer, user, id);
      if (!found) return null;
      const e = expenseServer.toDto(found, user);
      return { type, id, label: `Expense of ${e.contractor_name}, ${formatDate(e.date)}` };
    }
  }
}
