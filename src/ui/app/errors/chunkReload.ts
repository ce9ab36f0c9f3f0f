/** Messages browsers give when a lazily loaded chunk (a screen's code) cannot be fetched, e.g. after a deploy. */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_LOAD_FAILURE.test(error.message));
}

/** How the page reloads; tests replace it (jsdom cannot reload). */
export const pageControls = { reload: () => window.location.reload() };

const RELOADED_AT_KEY = 'railbite.chunkReloadAt';
/** A reload within this time of the last automatic one counts as the same failure: the message is shown instead. */
const RELOAD_WINDOW_MS = 60_000;

/**
 * After a deploy the old page asks for chunks that are gone: reload once by itself to get the new version.
 * Returns true when it reloads; false when it already did just now (or cannot remember that), so the caller
 * shows the message instead of reloading in a loop.
 */
export function reloadOnceForNewVersion(
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  now = Date.now(),
): boolean {
  try {
    const last = Number(storage.getItem(RELOADED_AT_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_WINDOW_MS) return false;
    storage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    return false;
  }
  pageControls.reload();
  return true;
}
