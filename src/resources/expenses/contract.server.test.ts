import { eq } from 'drizzle-orm';
import { formContract } from '../../../tests/kit/form-contract';
import { resourceContract } from '../../../tests/kit/resource-contract';
import { workflowContract } from '../../../tests/kit/workflow-contract';
import { assignments } from '../../server/db/schema';
import { seededIds } from '../assignments/seeded-ids.server';
import { expensesResource, type ExpenseDetail } from './contract';
import { expensesForm } from './form';
import { expenseServer } from './workflow.server';

resourceContract(expensesResource, {
  perPage: 4,
  itemOf: (detail) => (detail as ExpenseDetail).expense,
});
workflowContract(expenseServer);
formContract(expensesResource, expensesForm, {
  valid: async (h) => {
    const { connie } = await seededIds(h.database.db);
    const [a] = await h.database.db
      .select()
      .from(assignments)
      .where(eq(assignments.contractor_id, connie));
    return { assignment_id: a!.id, type: 'stipend', amount_cents: 12_345, date: '2026-11-20' };
  },
  refused: 'client@globex.test',
});
