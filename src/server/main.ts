import { fileURLToPath } from 'node:url';
import { subscribers } from './subscribers';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/lock';
import { isDemoMode, parseEnv } from './env';
import { vaultFromEnv } from './crypto/data-key';
import { seedAndSeal } from './seed';
import { demoAccounts, DEMO_PASSWORD } from './seed/demo-tenants';
import { AGENCY_OWNER } from './seed/agency';
import { startupProgress } from './startup-progress';
import { parentSays } from './lib/parent-says';

const env = parseEnv();
if (!isDemoMode(env) && !env.PUBLIC_URL) {
  console.error(
    'PUBLIC_URL is required in production: mailed links (approvals, password resets) must point at the product.',
  );
  process.exit(1);
}
const staticDir = fileURLToPath(new URL('../../dist', import.meta.url));
// `npm start` builds the web app while the database opens, and says when dist/ holds it.
let spaReady = process.env.SPA_BUILDING !== '1';
const spaBuilt = spaReady
  ? Promise.resolve()
  : parentSays('spa-built').then(() => {
      spaReady = true;
    });

const vault = vaultFromEnv(env);
const progress = startupProgress(process.env.VERBOSE === '1');
const prepare = seedAndSeal(vault, progress.seedLine);

let database: Database;
progress.phase(
  env.DATABASE_URL ? 'Opening PostgreSQL…' : `Opening the embedded database in ${env.DATA_DIR}…`,
);
try {
  database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    prepare: async (db) => {
      await prepare(db);
    },
  });
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
if (!spaReady) progress.phase('Waiting for the web app’s build…');
await spaBuilt;
const app = await buildApp(
  { db: database.db, env, vault, now: () => new Date(), subscribers },
  { staticDir, logger: env.NODE_ENV !== 'test' },
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : env.PORT;
const url = `http://localhost:${port}`;
console.log(`\nStaffing back office is running at ${url}  (database: ${database.driver})`);
if (env.NODE_ENV !== 'production') {
  console.log(`Demo logins, all with the password ${DEMO_PASSWORD}:`);
  console.log(
    `  ${AGENCY_OWNER.padEnd(24)} partner Harbor Point Staffing: the demo agency (40 workers, 30 clients)`,
  );
  for (const a of demoAccounts) console.log(`  ${a.email.padEnd(24)} ${a.notes}`);
  console.log(`Partner subdomains: http://acme.localhost:${port}  http://selfco.localhost:${port}`);
  console.log(
    `Another port: PORT=3001 npm start. Every detail of the start: VERBOSE=1 npm start.\n`,
  );
}
