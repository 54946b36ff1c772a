import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/lock';
import { isDemoMode, parseEnv } from './env';
import { vaultFromEnv } from './crypto/data-key';
import { seedAndSeal } from './seed';
import { demoAccounts, DEMO_PASSWORD } from './seed/demo-tenants';

const env = parseEnv();
if (!isDemoMode(env) && !env.PUBLIC_URL) {
  console.error('PUBLIC_URL is required in production: mailed links (approvals, password resets) must point at the product.');
  process.exit(1);
}
const staticDir = fileURLToPath(new URL('../../dist', import.meta.url));

const vault = vaultFromEnv(env);
const prepare = seedAndSeal(vault, (line) => console.log(line));

let database: Database;
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
const app = await buildApp({ db: database.db, env, vault, now: () => new Date() }, { staticDir, logger: env.NODE_ENV !== 'test' });

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
  for (const a of demoAccounts) console.log(`  ${a.email.padEnd(24)} ${a.notes}`);
  console.log(`Partner subdomains: http://acme.localhost:${port}  http://selfco.localhost:${port}\n`);
}
