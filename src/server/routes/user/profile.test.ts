import { afterAll, beforeAll, expect, it } from 'vitest';
import { peopleApi } from '../../../../tests/people/people-api';
import { createHarness, type Harness } from '../../../../tests/server-harness';

let h: Harness;
let api: ReturnType<typeof peopleApi>;
beforeAll(async () => {
  h = await createHarness();
  api = peopleApi(h);
});
afterAll(async () => h.close());

it('changes only the signed-in user’s own name, and the next read shows it', async () => {
  const res = await api.call('ic@demo.test', 'PATCH', '/user', {
    first_name: ' Iain ',
    email: 'evil@demo.test',
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({
    first_name: 'Iain',
    last_name: 'Independent',
    email: 'ic@demo.test',
  });
  expect((await api.call('ic@demo.test', 'GET', '/user')).json()).toMatchObject({
    first_name: 'Iain',
  });
  const blank = await api.call('ic@demo.test', 'PATCH', '/user', { last_name: '   ' });
  expect(blank.statusCode).toBe(422);
  expect(blank.json()).toMatchObject({
    detail: [{ loc: ['body', 'last_name'], msg: 'Last name is required' }],
  });
  expect((await api.call(null, 'PATCH', '/user', { first_name: 'X' })).statusCode).toBe(401);
});
