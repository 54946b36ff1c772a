import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartOf } from '../../../tests/multipart';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { callerOf } from '../../../tests/as-user';
import { tinyPng } from '../../../tests/tiny-png';
import type { ConversationDetail, ConversationSummary, Message, Recipient } from './contract';
import { events, invoices, messageAttachments, timesheets, users } from '../../server/db/schema';
import { seededIds } from '../assignments/seeded-ids.server';

let h: Harness;
const caller = callerOf(() => h);
const call = (
  email: string,
  method: 'GET' | 'POST',
  url: string,
  body?: object | Buffer,
  headers: Record<string, string> = {},
) => caller(email, method, url, body, { headers });

const OWNER = 'owner@acme.test';
const CONNIE = 'contractor@demo.test';
const NEWHIRE = 'newhire@demo.test';
const TIMEKEEPER = 'timekeeper@acme.test';
const SELFCO = 'owner@selfco.test';
const GLOBEX = 'client@globex.test';

const userId = async (email: string) => {
  const [u] = await h.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return u!.id;
};
const recipients = async (email: string) =>
  ((await call(email, 'GET', '/message_recipients?per_page=200')).json() as { data: Recipient[] })
    .data;
const start = (email: string, body: Record<string, unknown>) =>
  call(email, 'POST', '/conversations', { subject: 'Hours on Monday', body: 'Hello', ...body });

let timesheetId: string;
let invoiceId: string;
let thread: string;
beforeAll(async () => {
  h = await createHarness();
  const { connie } = await seededIds(h.database.db);
  const [t] = await h.database.db
    .select({ id: timesheets.id })
    .from(timesheets)
    .where(eq(timesheets.contractor_id, connie))
    .limit(1);
  timesheetId = t!.id;
  const [owner] = await h.database.db
    .select({ partner: users.partner_id })
    .from(users)
    .where(eq(users.email, OWNER));
  const [i] = await h.database.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.partner_id, owner!.partner!))
    .limit(1);
  invoiceId = i!.id;
});
afterAll(async () => h.close());

describe('who may write to whom', () => {
  it('offers a partner its contractors and clients’ users, never another partner’s people', async () => {
    const names = (await recipients(OWNER)).map((r) => r.label);
    expect(names).toContain('Connie Contractor (Contractor)');
    expect(names.some((n) => n.endsWith('(Globex)'))).toBe(true);
    expect(names.some((n) => n.includes('SelfCo'))).toBe(false);
    expect(names.some((n) => n.startsWith('Ian '))).toBe(false);
  });

  it('offers a contractor the staff of its partner and the admins only', async () => {
    const orgs = new Set((await recipients(CONNIE)).map((r) => r.organisation));
    expect([...orgs].sort()).toEqual(['Acme Staffing', 'Administrator']);
  });

  it('offers a sales partner its colleagues and the staff of the partners it referred, and them it', async () => {
    const orgs = new Set((await recipients('sales@demo.test')).map((r) => r.organisation));
    expect(orgs.has('Acme Staffing')).toBe(true);
    expect(orgs.has('SelfCo')).toBe(false);
    expect(orgs.has('Globex')).toBe(false);
    expect(orgs.has('Contractor')).toBe(false);
    const ownerSees = (await recipients(OWNER)).map((r) => r.id);
    expect(ownerSees).toContain(await userId('sales@demo.test'));
  });

  it('offers an employer of record no partner’s staff', async () => {
    const orgs = new Set((await recipients('eor@demo.test')).map((r) => r.organisation));
    expect(orgs.has('Acme Staffing')).toBe(false);
    expect(orgs.has('SelfCo')).toBe(false);
    expect(orgs.has('Administrator')).toBe(true);
  });

  it('refuses a recipient from another tenant (422) and hides their conversation (404)', async () => {
    const res = await start(SELFCO, { recipient_id: await userId(CONNIE) });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'recipient_id'] });
    const own = await start(OWNER, { recipient_id: await userId(CONNIE) });
    expect(own.statusCode, own.body).toBe(201);
    const id = (own.json() as ConversationSummary).id;
    expect((await call(SELFCO, 'GET', `/conversations/${id}`)).statusCode).toBe(404);
    const post = await call(SELFCO, 'POST', `/conversations/${id}/messages`, {
      body: 'hi',
      client_key: randomUUID(),
    });
    expect(post.statusCode).toBe(404);
    const upload = await call(SELFCO, 'POST', `/conversations/${id}/attachments`, tinyPng(), {
      'content-type': 'image/png',
    });
    expect(upload.statusCode).toBe(404);
    const list = (await call(SELFCO, 'GET', '/conversations')).json() as {
      data: ConversationSummary[];
    };
    expect(list.data.map((c) => c.id)).not.toContain(id);
  });

  it('refuses an admin’s reading of conversations they are not in', async () => {
    const own = await start(OWNER, { recipient_id: await userId(CONNIE) });
    const id = (own.json() as ConversationSummary).id;
    expect((await call('admin@demo.test', 'GET', `/conversations/${id}`)).statusCode).toBe(404);
  });
});

describe('a conversation about a record', () => {
  it('is refused when the recipient cannot open the timesheet', async () => {
    const res = await start(OWNER, {
      recipient_id: await userId(NEWHIRE),
      record_type: 'timesheet',
      record_id: timesheetId,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].msg).toMatch(/cannot open this timesheet/);
  });

  it('is refused when the recipient’s role may not see invoices', async () => {
    const res = await start(OWNER, {
      recipient_id: await userId(TIMEKEEPER),
      record_type: 'invoice',
      record_id: invoiceId,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].msg).toMatch(/cannot open this invoice/);
  });

  it('is not found for a sender who cannot open the record', async () => {
    const res = await start(SELFCO, {
      recipient_id: await userId('ic@demo.test'),
      record_type: 'timesheet',
      record_id: timesheetId,
    });
    expect(res.statusCode).toBe(404);
  });

  it('names the record, and records each message as a message.sent event', async () => {
    const res = await start(OWNER, {
      recipient_id: await userId(CONNIE),
      record_type: 'timesheet',
      record_id: timesheetId,
    });
    expect(res.statusCode, res.body).toBe(201);
    thread = (res.json() as ConversationSummary).id;
    const detail = (
      await call(CONNIE, 'GET', `/conversations/${thread}`)
    ).json() as ConversationDetail;
    expect(detail.record).toMatchObject({ type: 'timesheet', id: timesheetId });
    expect(detail.record?.label).toMatch(/^Timesheet of Connie Contractor/);
    expect(detail.messages.map((m) => m.body)).toEqual(['Hello']);
    const stored = await h.database.db
      .select()
      .from(events)
      .where(and(eq(events.stream_type, 'conversation'), eq(events.stream_id, thread)));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ type: 'message.sent', version: 1 });
    expect(stored[0]!.payload).toEqual({
      conversation_id: thread,
      message_id: detail.messages[0]!.id,
      sender_user_id: await userId(OWNER),
      recipient_user_ids: [await userId(CONNIE)],
      subject: 'Hours on Monday',
    });
  });
});

describe('replies, attachments and read state', () => {
  it('counts unread messages per participant until read', async () => {
    const unread = async (email: string) =>
      (
        (await call(email, 'GET', '/conversations?record_id=' + timesheetId)).json() as {
          data: ConversationSummary[];
        }
      ).data.find((c) => c.id === thread)!.unread;
    expect(await unread(CONNIE)).toBe(1);
    expect(await unread(OWNER)).toBe(0);
    const read = await call(CONNIE, 'POST', `/conversations/${thread}/read`, { seq: 99 });
    expect(read.json()).toEqual({ last_read_seq: 1 });
    expect(await unread(CONNIE)).toBe(0);
  });

  it('takes an image reply once per client key, and links the file only to participants', async () => {
    const up = await call(
      CONNIE,
      'POST',
      `/conversations/${thread}/attachments?name=hours.png`,
      tinyPng(),
      {
        'content-type': 'image/png',
      },
    );
    expect(up.statusCode, up.body).toBe(201);
    const file = up.json() as { id: string; name: string };
    const key = randomUUID();
    const send = () =>
      call(CONNIE, 'POST', `/conversations/${thread}/messages`, {
        body: 'Photo of the sign-in sheet',
        client_key: key,
        attachment_id: file.id,
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const again = await send();
    expect((again.json() as Message).id).toBe((first.json() as Message).id);
    const detail = (
      await call(OWNER, 'GET', `/conversations/${thread}?after=1`)
    ).json() as ConversationDetail;
    expect(detail.messages).toHaveLength(1);
    expect(detail.messages[0]).toMatchObject({
      seq: 2,
      sender_name: 'Connie Contractor',
      attachment: { name: 'hours.png', content_type: 'image/png' },
    });
    expect(detail.messages[0]!.attachment!.file_url).toMatch(/^\/v2\/files\/.+\?jwt=/);
    // The attachment went out with its message: it cannot be sent a second time.
    const reuse = await call(CONNIE, 'POST', `/conversations/${thread}/messages`, {
      body: 'again',
      client_key: randomUUID(),
      attachment_id: file.id,
    });
    expect(reuse.statusCode).toBe(422);
  });

  it('refuses a file that is not an image or PDF (415) and one over 10 MB (413)', async () => {
    const exe = await call(
      CONNIE,
      'POST',
      `/conversations/${thread}/attachments`,
      Buffer.from('MZ\x90\x00 not a picture'),
      {
        'content-type': 'application/octet-stream',
      },
    );
    expect(exe.statusCode).toBe(415);
    const big = Buffer.concat([tinyPng(), Buffer.alloc(10 * 1024 * 1024)]);
    const huge = await call(CONNIE, 'POST', `/conversations/${thread}/attachments`, big, {
      'content-type': 'image/png',
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The file is larger than 10 MB');
  });

  it('refuses an empty message, one too long and one with a NUL byte (422)', async () => {
    const send = (body: string) =>
      call(OWNER, 'POST', `/conversations/${thread}/messages`, { body, client_key: randomUUID() });
    expect((await send('   ')).statusCode).toBe(422);
    expect((await send('x'.repeat(5001))).statusCode).toBe(422);
    expect((await send('a\u0000b')).statusCode).toBe(422);
  });

  it('takes a message and its file as one multipart form, the file checked like an upload', async () => {
    const form = (file: Blob | null, body = 'The signed sheet', key = randomUUID()) =>
      multipartOf(
        { body, client_key: key },
        file ? { file: { body: file, name: 'sheet.png' } } : {},
      );
    const post = async (encoded: ReturnType<typeof form>) => {
      const { body, headers } = await encoded;
      return call(CONNIE, 'POST', `/conversations/${thread}/messages`, body, headers);
    };
    const png = () => new Blob([new Uint8Array(tinyPng())], { type: 'image/png' });
    const key = randomUUID();
    const storedFiles = async () => (await h.database.db.select().from(messageAttachments)).length;
    const sent = await post(form(png(), 'The signed sheet', key));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      body: 'The signed sheet',
      attachment: { name: 'sheet.png', content_type: 'image/png' },
    });
    const filesBefore = await storedFiles();
    const retried = await post(form(png(), 'The signed sheet', key));
    expect((retried.json() as Message).id).toBe((sent.json() as Message).id);
    expect(await storedFiles()).toBe(filesBefore);
    const fake = await post(form(new Blob(['MZ not a picture'])));
    expect([fake.statusCode, fake.json().message]).toEqual([
      415,
      'The file must be one of: PDF, PNG, JPEG, WEBP, GIF',
    ]);
    const onlyText = await post(form(null, 'No file this time'));
    expect(onlyText.json()).toMatchObject({ body: 'No file this time', attachment: null });
  });

  it('keeps the client’s users out of a conversation between the partner and its contractor', async () => {
    expect((await call(GLOBEX, 'GET', `/conversations/${thread}`)).statusCode).toBe(404);
  });
});
