import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { sendAsBytes } from './delivery';

it('a text answer leaves as its UTF-8 bytes, whole, with their length', async () => {
  const app = Fastify();
  sendAsBytes(app);
  const page = JSON.stringify({
    data: Array.from({ length: 2000 }, () => 'Grace O’Connor, 8:00 AM'),
  });
  const sent: unknown[] = [];
  app.get('/page', async (_req, reply) => reply.type('application/json').send(page));
  // Registered after sendAsBytes, so it sees what goes to the socket.
  app.addHook('onSend', async (_req, _reply, payload) => {
    sent.push(payload);
    return payload;
  });
  const res = await app.inject({ method: 'GET', url: '/page' });
  expect(Buffer.isBuffer(sent[0])).toBe(true);
  expect(res.body).toBe(page);
  expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(page));
  await app.close();
});
