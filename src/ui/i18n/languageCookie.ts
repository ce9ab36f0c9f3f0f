// With its extension: the build's page server reads this file too.
import { LANGUAGE_CODES } from './languages.ts';

/**
 * The language the app last spoke on this device, kept in a cookie so that the server can answer the next page
 * already in it (scripts/vite/pageLanguage.ts). Only a hint: the page's language script still decides as the app does
 * and redraws a page served in another language, after which the app writes the cookie again.
 */
export const LANGUAGE_COOKIE = 'railbite-language';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers `code` for the server (a language the pages are not prerendered in, the pseudo-locale, is not kept). */
export function rememberPageLanguage(code: string): void {
  if (typeof document === 'undefined' || !LANGUAGE_CODES.includes(code)) return;
  document.cookie = `${LANGUAGE_COOKIE}=${code}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}
