import pg from 'pg';

/**
 * A throwaway copy of a database (`create database … template …`: the kept one, for a row that
 * changes data, so it stays as seeded for the next run; or a scratch copy no one is connected to);
 * dropped by `drop()`.
 */
export async function scratchCopy(
  fromUrl: string,
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const kept = new URL(fromUrl).pathname.slice(1);
  const at = (database: string) =>
    Object.assign(new URL(fromUrl), { pathname: `/${database}` }).toString();
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
