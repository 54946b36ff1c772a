import { expect, it } from 'vitest';
import { demoUsers } from '../policy/demo-users.fixture';
import { transactionActionMeta } from '../../resources/transactions/contract';
import { bulkActionsOf } from './action-meta';

const of = (email: string) => bulkActionsOf(transactionActionMeta, demoUsers[email] ?? null);

it('offers in bulk only the actions spec §6 ever lets the user take, narrowed to those a list offers', () => {
  expect(of('admin@demo.test')).toEqual(['hold', 'release']);
  expect(of('owner@selfco.test')).toEqual(['hold', 'release']);
  expect(of('owner@acme.test')).toEqual([]);
  expect(of('client@globex.test')).toEqual([]);
  expect(bulkActionsOf(transactionActionMeta, null)).toEqual([]);
  expect(bulkActionsOf(transactionActionMeta, demoUsers['admin@demo.test']!, ['release'])).toEqual([
    'release',
  ]);
});
