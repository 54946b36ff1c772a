import type { FastifyPluginAsync } from 'fastify';
import { canOpenExpenses } from '../../../domain/policy/expense-decisions';
import { expensesForm } from '../../../domain/resources/expenses-form';
import { expensesResource } from '../../../domain/resources/expenses';
import type { Deps } from '../../deps';
import { ensureDemoReceipt } from '../../files/demo-receipt';
import { fileStorageOf } from '../../files/storage';
import { registerForm } from '../../kit/form';
import { registerList } from '../../kit/register';
import { registerWorkflow } from '../../kit/workflow/register';
import { expensesFormServer } from './form';
import { expenseListServer } from './queries';
import { expenseReceiptRoutes } from './receipts';
import { expenseServer } from './workflow';

export const expensesAccess = {
  allowed: canOpenExpenses,
  message: 'Your role does not see expenses',
};

/**
 * Expenses: the list (and CSV), the workflow's detail, actions, history and bulk, the form's create
 * and edit, and the receipts. Every one in the caller's tenant scope.
 */
export const expensesRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  await ensureDemoReceipt(fileStorageOf(deps));
  registerList(app, deps, expensesResource, expenseListServer, {
    path: expensesResource.apiPath,
    summary:
      'Expenses in your scope: filters, sort, paging, the sum of amounts; ?format=csv downloads every matching row',
    access: expensesAccess,
  });
  registerWorkflow(app, deps, { ...expenseServer, access: expensesAccess });
  registerForm(app, deps, expensesResource, expensesForm, expenseListServer, expensesFormServer);
  await app.register(expenseReceiptRoutes, deps);
};
