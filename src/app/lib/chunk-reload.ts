export const CHUNK_RELOAD_GUARD_MS = 60_000;
const KEY = 'chunk-reload-at';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk [\w-]+ failed/i;

export const isChunkLoadError = (error: unknown) =>
  error instanceof Error && CHUNK_ERROR.test(error.message);

/**
 * Spec §8: a chunk that fails to load (a deploy replaced it) reloads the page, at most once per
 * minute so a real outage does not loop. Returns whether it reloaded.
 */
export function reloadForChunkError(
  error: unknown,
  now = Date.now(),
  storage: Storage = sessionStorage,
  reload = () => window.location.reload(),
) {
  if (!isChunkLoadError(error)) return false;
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}
