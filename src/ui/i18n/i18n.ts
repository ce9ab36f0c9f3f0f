import { type I18n, type Messages, setupI18n } from '@lingui/core';
import english from './catalogs/en.json';
import { loadFont } from './fonts';
import { ENGLISH, LANGUAGES, type Language, languageOf } from './languages';

/** A message's id: a key of the English catalog (the other catalogs are checked to hold the same keys). */
export type MessageId = keyof typeof english;
export type MessageValues = Record<string, unknown>;

/**
 * The app's one translator. English is compiled into the start-up code and active from the first line, so the
 * prerendered pages, the tests and an English visitor never wait for a catalog; another language's catalog is a file
 * of its own, loaded when that language is used.
 */
export const i18n: I18n = setupI18n({
  locale: ENGLISH.code,
  locales: [ENGLISH.tag],
  // The build compiles every catalog (scripts/vite/i18nCatalogs.ts): the JSON's type says text, the module has tokens.
  messages: { [ENGLISH.code]: english as unknown as Messages },
});

/** The message `id` in the current language, its variables filled in (ICU: plurals, selects, numbers). */
export const t = (id: MessageId, values?: MessageValues): string => i18n._(id, values);

// Every catalog but English's, one chunk each (English is imported above).
const CATALOGS = import.meta.glob<Messages>(['./catalogs/*.json', '!./catalogs/en.json'], { import: 'default' });

export const ENGLISH_CODE = ENGLISH.code;

/** The current language (its code, tag and name). */
export const currentLanguage = (): Language => languageOf(i18n.locale);

/**
 * Loads a language's catalog and font, then makes it current and tells the page (`<html lang>`, so screen readers
 * pronounce it right). A language whose catalog cannot be downloaded leaves the current one in place (the promise
 * rejects for the caller to say so).
 */
export async function switchLanguage(code: string): Promise<void> {
  const language = languageOf(code);
  if (language.code !== i18n.locale) {
    const load = CATALOGS[`./catalogs/${language.code}.json`];
    const [messages] = await Promise.all([
      language.code === ENGLISH.code ? (english as unknown as Messages) : load!(),
      loadFont(language.script),
    ]);
    i18n.loadAndActivate({ locale: language.code, locales: [language.tag], messages });
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language.tag;
}

export { LANGUAGES };
