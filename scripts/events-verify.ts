import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client';
import { parseEnv } from '../src/server/env';
import { verifyEvents } from '../src/server/events/chain';
import { verifySummary } from '../src/server/events/verify-summary';
import { recordServiceLog } from '../src/server/logs/service-log';

/**
 * `npm run events:verify [-- --stream <id> [--type <stream_type>]]`: checks the event log's hash
 * chain (every stream, or one) on the configured database; exits 1 naming the first broken links.
 * It runs no start-up step, so nothing is chained before it looks. On the embedded database the
 * server must be stopped first (one process per data folder).
 */
const { values } = parseArgs({ options: { stream: { type: 'string' }, type: { type: 'string' } } });
const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const report = await verifyEvents(
    database.db,
    values.stream ? { stream: { id: values.stream, type: values.type } } : {},
  );
  const line = verifySummary(report, values.stream ? `Stream ${values.stream}` : 'All streams');
  await recordServiceLog(database.db, {
    job: 'event_verify',
    level: report.ok ? 'info' : 'error',
    message: line,
    duration_ms: report.duration_ms,
  });
  console.log(`${line} (${report.duration_ms} ms)`);
  for (const b of report.broken)
    console.log(
      `  ${b.stream_type} ${b.stream_id} version ${b.version}: ${b.kind}; expected ${b.expected ?? 'none'}, found ${b.found ?? 'none'}`,
    );
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await database.close();
}
