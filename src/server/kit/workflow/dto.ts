/** A moment as the database reads it (`2026-03-04 22:30:00+00`) → ISO 8601, as every API item sends it. */
const iso = (key: string, value: unknown) =>
  key.endsWith('_at') && typeof value === 'string' ? new Date(value).toISOString() : value;

/**
 * A projection row as the API sends it: without the `version` its optimistic lock counts, each moment
 * (a column named `…_at`) in ISO 8601; the resource adds what its joins read.
 */
export function rowDto<R extends { version: number }>(row: R): Omit<R, 'version'> {
  const { version: _version, ...fields } = row;
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, iso(key, value)]),
  ) as Omit<R, 'version'>;
}
