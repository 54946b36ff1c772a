import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../src/server/db/schema';
import type { Harness } from '../server-harness';

/** Calls as demo or test users, each signed in once per harness. */
export function peopleApi(h: Harness) {
  const tokens: Record<string, string> = {};
  const call = async (
    email: string | null,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    h.app.inject({
      method,
      url: `/v2${url}`,
      ...(payload && { payload }),
      headers: email ? { authorization: `Bearer ${(tokens[email] ??= await h.login(email))}` } : {},
    });
  /** The newest invitation link mailed to `to`, as its query: email and token. */
  const inviteOf = async (to: string) => {
    const [mail] = await h.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.created_at), desc(outbox.id));
    const link = mail?.body.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`no invitation mailed to ${to}`);
    const params = new URL(link).searchParams;
    return {
      link,
      email: params.get('email') ?? '',
      token: params.get('token') ?? '',
      purpose: params.get('purpose'),
    };
  };
  const accept = (body: { email: string; token: string }, password = 'a-new-password-1') =>
    h.app.inject({ method: 'POST', url: '/v2/user/accept_invite', payload: { ...body, password } });
  return { call, inviteOf, accept, forget: (email: string) => delete tokens[email] };
}
