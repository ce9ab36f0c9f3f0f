import { type I18n, type Messages, setupI18n } from '@lingui/core';
import english from './catalogs/en.json';
import type englishScreens from './catalogs/screens/en.json';
import { loadFont } from './fonts';
import { rememberPageLanguage } from './languageCookie';
import { ENGLISH, intlLocale, LANGUAGES, type Language, languageOf, PSEUDO } from './languages';

/**
 * A message's id: a key of the English catalogs (the other languages' catalogs are checked to hold the same keys).
 * catalogs/<code>.json holds what `/` shows (header, drawer, bottom bar, home); catalogs/screens/<code>.json the
 * other screens' messages, loaded with the first of them (lazyNamed), so `/` does not download them.
 */
export type MessageId = keyof typeof english | keyof typeof englishScreens;
export type MessageValues = Record<string, unknown>;

// The build compiles every catalog (scripts/vite/i18nCatalogs.ts): the JSON's type says text, the module has tokens.
const compiled = (catalog: unknown) => catalog as Messages;

/**
 * The app's one translator. English's home-page messages are compiled into the start-up code and active from the
 * first line, so the prerendered pages, the tests and an English visitor never wait for them; every other catalog is
 * a file of its own, loaded when needed.
 */
export const i18n: I18n = setupI18n({
  locale: ENGLISH.code,
  locales: [ENGLISH.tag],
  messages: { [ENGLISH.code]: compiled(english) },
});

/** The message `id` in the current language, its variables filled in (ICU: plurals, selects, numbers). */
export const t = (id: MessageId, values?: MessageValues): string => i18n._(id, values);

// One chunk per file: each language's home-page catalog (English's is imported above) and each one's screens.
const CATALOGS = import.meta.glob<Messages>(['./catalogs/*.json', '!./catalogs/en.json'], { import: 'default' });
const SCREEN_CATALOGS = import.meta.glob<Messages>('./catalogs/screens/*.json', { import: 'default' });
// The pseudo-locale's, made from English's by the build (scripts/vite/i18nCatalogs.ts): files of their own too.
const PSEUDO_CATALOG = () => import('./catalogs/en.json?pseudo').then((module) => module.default);
const PSEUDO_SCREEN_CATALOG = () => import('./catalogs/screens/en.json?pseudo').then((module) => module.default);

function shellMessages(code: string): Messages | Promise<Messages> {
  if (code === ENGLISH.code) return compiled(english);
  if (code === PSEUDO.code) return PSEUDO_CATALOG();
  return CATALOGS[`./catalogs/${code}.json`]!();
}

export const ENGLISH_CODE = ENGLISH.code;

/** The current language (its code, tag and name). */
export const currentLanguage = (): Language => languageOf(i18n.locale);

/** Whether a screen beyond the home page has asked for its messages: a language switch then loads them too. */
let screensWanted = false;
const screensLoaded = new Map<string, Promise<Messages>>();
const screensApplied = new Set<string>();

function screenMessages(code: string): Promise<Messages> {
  let loading = screensLoaded.get(code);
  if (!loading) {
    loading = code === PSEUDO.code ? PSEUDO_SCREEN_CATALOG() : SCREEN_CATALOGS[`./catalogs/screens/${code}.json`]!();
    // A failed download may be tried again by the next screen.
    loading.catch(() => screensLoaded.delete(code));
    screensLoaded.set(code, loading);
  }
  return loading;
}

/** The language current, or being switched to: a screen loading meanwhile wants that one's messages. */
let target: string = ENGLISH.code;

/** The language the page speaks, or is switching to (its catalog and font still loading). */
export const wantedLanguage = (): string => target;

/** The screens' messages in the current language, before a screen renders (lazyNamed waits for them). */
export async function loadScreenMessages(): Promise<void> {
  screensWanted = true;
  const code = target;
  const messages = await screenMessages(code);
  // Once per language: each load tells every translated component to render again.
  if (screensApplied.has(code)) return;
  screensApplied.add(code);
  i18n.load(code, messages);
}

/**
 * Loads a language's catalogs (the screens' too once a screen has used them) and font, then makes it current and
 * tells the page (`<html lang>`, so screen readers pronounce it right). A language whose catalog cannot be downloaded
 * leaves the current one in place (the promise rejects for the caller to say so).
 */
export async function switchLanguage(code: string): Promise<void> {
  const language = languageOf(code);
  target = language.code;
  if (language.code !== i18n.locale) {
    const [shell] = await Promise.all([
      shellMessages(language.code),
      loadFont(language.script),
      screensWanted ? screenMessages(language.code) : undefined,
    ]);
    // A screen may have asked for its messages while the catalog loaded (the first screen of a page does).
    const screens = screensWanted ? await screenMessages(language.code) : undefined;
    // A later choice wins over this one.
    if (target !== language.code) return;
    i18n.load(language.code, { ...shell, ...screens });
    if (screens) screensApplied.add(language.code);
    i18n.activate(language.code, [intlLocale(language)]);
  }
  // The page (and, by its cookie, the next page's server) speaks it; the prerenderer has no page to tell.
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language.tag;
    rememberPageLanguage(language.code);
  }
}

export { LANGUAGES };
