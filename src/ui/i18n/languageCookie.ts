import { PAGE_LANGUAGE_COOKIE } from '../../domain/language/language';
import { LANGUAGE_CODES } from './languages';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Remembers the language the app speaks for the server and the service worker, which answer the next page already in
 * it (scripts/vite/pageLanguage.ts, worker/sw.ts). The page's language script still decides as the app does and
 * redraws a page in another language, after which this runs again. The pseudo-locale has no pages: not kept.
 */
export function rememberPageLanguage(code: string): void {
  if (!LANGUAGE_CODES.includes(code)) return;
  document.cookie = `${PAGE_LANGUAGE_COOKIE}=${code}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}
