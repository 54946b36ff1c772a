import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AccessKind } from '../../domain/logs/kinds';
import type { Db } from '../db/client';
import { accessLogs, users } from '../db/schema';
import type { Deps } from '../deps';

type AccessRow = typeof accessLogs.$inferInsert;

/** Sign-in routes and what a success or a failure of each means. */
const SIGN_IN_ROUTES: Record<string, { ok: AccessKind; failed: AccessKind }> = {
  '/v2/user': { ok: 'sign_in', failed: 'sign_in_failed' },
  '/v2/user/two_factor': { ok: 'sign_in_two_factor', failed: 'sign_in_failed' },
  '/v2/user/passwordless/verify': { ok: 'sign_in_passwordless', failed: 'sign_in_failed' },
  '/v2/user/passwordless': { ok: 'passwordless_request', failed: 'passwordless_request' },
  '/v2/user/logout': { ok: 'sign_out', failed: 'sign_out' },
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MAX_TEXT = 500;
const clip = (text: string | undefined) => (text === undefined ? null : text.slice(0, MAX_TEXT));

/** What a handler says of a request the hook cannot see from outside: whose sign-in it was, and how it ended. */
const marks = new WeakMap<FastifyRequest, { kind: AccessKind; userId: string }>();
export const markAccess = (req: FastifyRequest, kind: AccessKind, userId: string) =>
  void marks.set(req, { kind, userId });

/**
 * Buffers access rows and writes them in one insert per 250 ms (or per 100 rows), so a changing
 * request costs one array push. `flush` writes what is buffered now: the logs list calls it first,
 * so a page shows the requests made before it; closing the app calls it too.
 */
export class AccessLogWriter {
  private rows: AccessRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
  ) {}

  add(row: AccessRow): void {
    this.rows.push(row);
    if (this.rows.length >= 100) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), 250).unref();
  }

  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.rows;
    this.rows = [];
    this.writing = this.writing.then(async () => {
      if (!batch.length) return;
      try {
        await this.db.insert(accessLogs).values(batch);
      } catch (err) {
        this.onError(err);
      }
    });
    return this.writing;
  }
}

const writers = new WeakMap<Db, AccessLogWriter>();
/** The writer of this database in this process (the logs list flushes it before reading). */
export const accessLogOf = (db: Db) => writers.get(db);

const bodyEmail = (req: FastifyRequest): string | null => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : null;
};

async function userIdByEmail(db: Db, email: string | null): Promise<string | null> {
  if (!email) return null;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return row?.id ?? null;
}

/**
 * The access log of /v2: every sign-in step (success, failure, two-factor, passwordless) and sign-out,
 * every request made with an API key (reads too, under the key's name), and every changing request (not GET) with its route, status, user, IP, user agent and time. No
 * bodies, queries or headers beyond the user agent: a sign-in keeps only the email it named.
 */
export function accessLogHook(app: FastifyInstance, deps: Deps): void {
  const onError = (err: unknown) => app.log.error({ err }, 'access log write failed');
  // The writer of the database the app serves, found when used: the server tests point one app at
  // each test file's database in turn (src/server/kit/background.ts).
  const writerOf = (db: Db) => {
    let writer = writers.get(db);
    if (!writer) writers.set(db, (writer = new AccessLogWriter(db, onError)));
    return writer;
  };
  app.background.add({ start() {}, stop: () => accessLogOf(deps.db)?.flush() });
  app.addHook('onResponse', async (req, reply) => {
    const apiKey = req.session?.apiKey;
    if (READS.has(req.method) && !apiKey) return;
    const route = req.routeOptions.url ?? '(no route)';
    const signIn = SIGN_IN_ROUTES[route];
    const mark = marks.get(req);
    const ok = reply.statusCode < 400;
    const kind: AccessKind =
      mark?.kind ?? (apiKey ? 'api_key' : signIn ? (ok ? signIn.ok : signIn.failed) : 'change');
    const email = signIn && kind !== 'sign_out' ? bodyEmail(req) : null;
    const userId =
      mark?.userId ??
      req.session?.user.id ??
      (kind === 'sign_in_failed' ? await userIdByEmail(deps.db, email) : null);
    writerOf(deps.db).add({
      occurred_at: deps.now(),
      kind,
      user_id: userId,
      email,
      method: req.method,
      route,
      path: clip(req.url.split('?')[0]) ?? '',
      status: reply.statusCode,
      ip: clip(req.ip),
      user_agent: clip(req.headers['user-agent']),
      api_key_id: apiKey?.id ?? null,
      api_key_name: apiKey?.name ?? null,
    });
  });
}
