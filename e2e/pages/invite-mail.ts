import { expect, type APIRequestContext } from '@playwright/test';

/** The newest invitation link mailed to `email`, read from the demo outbox (`GET /v2/dev/outbox?to=`). */
export async function inviteLink(
  request: APIRequestContext,
  origin: string,
  email: string,
): Promise<string> {
  let link = '';
  await expect(async () => {
    const res = await request.get(`${origin}/v2/dev/outbox?to=${encodeURIComponent(email)}`);
    const body = (await res.json()) as { data: { subject: string; body: string }[] };
    const mail = body.data.find((m) => m.subject === 'You are invited to Staffwise');
    link = mail?.body.match(/https?:\/\/\S+/)?.[0] ?? '';
    expect(link).toContain('purpose=invite');
  }).toPass();
  return link;
}
