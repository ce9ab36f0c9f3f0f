/**
 * The caches the app's service worker fills, shared by the worker and the page. The precache holds the app itself
 * (the same files for everyone) and stays on sign-out so the app still opens offline; every cache whose name starts
 * with SEEN_CACHE_PREFIX holds what one customer has looked at (dish pictures now) and is erased on sign-out.
 */
export const SEEN_CACHE_PREFIX = 'railbite-seen-';
export const PICTURES_CACHE = `${SEEN_CACHE_PREFIX}pictures`;
/** The pictures kept at most: the oldest-used go first (a menu has up to a few dozen dishes). */
export const PICTURES_CACHE_MAX_ENTRIES = 120;
/**
 * The prerendered pages in the visitor's language (the precache holds the English ones), kept as they are seen. They
 * belong to one version of the app: a new version empties the cache when it takes over.
 */
export const LANGUAGE_PAGES_CACHE = 'railbite-language-pages';
