import pg from 'pg';

/**
 * A throwaway copy of the kept database (`create database … template …`) for a row that changes
 * data, so the kept one stays as seeded for the next run; dropped by `drop()`.
 */
export async function scratchCopy(keptUrl: string, name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const kept = new URL(keptUrl).pathname.slice(1);
  const at = (database: string) => Object.assign(new URL(keptUrl), { pathname: `/${database}` }).toString();
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: at('postgres') });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}" template "${kept}"`);
  return { url: at(name), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}
