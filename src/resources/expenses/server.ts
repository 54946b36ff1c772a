import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../server/deps';
import { ensureDemoReceipt } from '../../server/files/demo-receipt';
import { fileStorageOf } from '../../server/files/storage';
import { registerForm } from '../../server/kit/form';
import { registerList } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { registerWorkflow } from '../../server/kit/workflow/register';
import { expensesResource } from './contract';
import { expensesForm } from './form';
import { expensesFormServer } from './form.server';
import { canOpenExpenses } from './policy';
import { expenseListServer } from './queries';
import { expenseReceiptRoutes } from './receipts.server';
import { expenseServer } from './workflow.server';

/**
 * The public entry of expenses for the rest of the server: billing and payroll record expense
 * transitions through the workflow server and name its event stream.
 */
export { expenseEvents, expenseServer } from './workflow.server';
export type { ExpenseType } from './contract';

const expensesAccess = {
  allowed: canOpenExpenses,
  message: 'Your role does not see expenses',
};

/**
 * Expenses: the list (and CSV), the workflow's detail, actions, history and bulk, the form's create
 * and edit, and the receipts. Every one in the caller's tenant scope.
 */
export const expensesRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  app.background.add({ start: () => ensureDemoReceipt(fileStorageOf(deps)), stop() {} });
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

/** Billing's expense transactions are a billing subscriber (`src/server/billing/source-transactions.ts`). */
export const expensesPart: ResourceServerPart = {
  routes: expensesRoutes,
  subscribers: [],
};
