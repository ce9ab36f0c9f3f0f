import type { SupportedLanguage } from '../../domain/language/language';

/**
 * The languages the app speaks. Adding one is this one line, its code in the domain's SUPPORTED_LANGUAGES (what a
 * profile may hold; the type below refuses a code missing there) plus its catalog, catalogs/<code>.json (the catalog
 * test then asks for every key): `code` is its BCP 47 primary subtag, `tag` the locale its numbers, money and dates are
 * written in (also `<html lang>`), `intl` the locale Intl formats with when it differs, `name` how it names itself in
 * the language menu, `script` the font it needs (fonts.ts; none for Latin).
 *
 * Digits: Latin everywhere, also in Bengali (Intl's `bn-IN` default is Bengali digits): menus, bills and tickets print
 * prices, PNRs and train numbers in Latin digits, and one figure must read the same on every screen. Hence Bengali's
 * `intl` asks for Latin numerals (`-u-nu-latn`), while `<html lang>` stays the plain bn-IN screen readers know.
 */
export const LANGUAGES = [
  { code: 'en', tag: 'en-IN', name: 'English' },
  { code: 'hi', tag: 'hi-IN', name: 'हिन्दी', script: 'devanagari' },
  { code: 'ta', tag: 'ta-IN', name: 'தமிழ்', script: 'tamil' },
  { code: 'bn', tag: 'bn-IN', intl: 'bn-IN-u-nu-latn', name: 'বাংলা', script: 'bengali' },
] as const satisfies readonly Language[];

export interface Language {
  /** An offered language's code, or the pseudo-locale's (below). */
  code: SupportedLanguage | 'en-XA';
  tag: string;
  intl?: string;
  name: string;
  script?: FontScript;
}

export type FontScript = 'devanagari' | 'tamil' | 'bengali';

/** The font family of each script (self-hosted: i18n/fonts.ts; the build inlines it into that language's pages). */
export const FONT_FAMILIES: Record<FontScript, string> = {
  devanagari: 'Noto Sans Devanagari',
  tamil: 'Noto Sans Tamil',
  bengali: 'Noto Sans Bengali',
};

export const LANGUAGE_CODES: readonly string[] = LANGUAGES.map((language) => language.code);

export const ENGLISH: Language = LANGUAGES[0];

/**
 * The pseudo-locale, for testing layouts (Chrome's `en-XA`): English made longer and accented at build time
 * (scripts/vite/pseudoLocale.ts), with English numbers and dates. Not offered: it is not in LANGUAGES (the menu, the
 * catalog test), and no browser preference selects it (decideLanguage reads only a tag's primary subtag, `en`); only
 * the device key (`railbite.language` = `en-XA`) set by a test or by QA by hand does.
 */
export const PSEUDO: Language = { code: 'en-XA', tag: 'en-XA', intl: 'en-IN', name: '[Pšéúðó]' };

/** The languages a device's stored choice may name: the offered ones and the pseudo-locale. */
export const DEVICE_LANGUAGE_CODES: readonly string[] = [...LANGUAGE_CODES, PSEUDO.code];

/** The locale Intl writes a language's numbers and dates in. */
export const intlLocale = (language: Language): string => language.intl ?? language.tag;

export const languageOf = (code: string): Language =>
  code === PSEUDO.code ? PSEUDO : (LANGUAGES.find((language) => language.code === code) ?? ENGLISH);
