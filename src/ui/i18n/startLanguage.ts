import { decideLanguage } from '../../domain/language/language';
import { StorageKeys } from '../../infrastructure/ports/KeyValueStore';
import { i18n, switchLanguage } from './i18n';
import { DEVICE_LANGUAGE_CODES, ENGLISH } from './languages';

/** The stored choice, read before the app's storage adapter exists (null where the browser refuses storage). */
function storedLanguage(): string | null {
  try {
    return localStorage.getItem(StorageKeys.language);
  } catch {
    return null;
  }
}

/**
 * Loads the visitor's language before the app first renders (the rule of decideLanguage, as the prerendered page's
 * LANGUAGE_SCRIPT applied it) and returns its code, for the app to hydrate a page prerendered in it. A catalog that
 * cannot be downloaded leaves English, rather than no page at all.
 */
export async function startLanguage(): Promise<string> {
  const code = decideLanguage(DEVICE_LANGUAGE_CODES, storedLanguage(), navigator.languages);
  try {
    await switchLanguage(code);
  } catch (error) {
    console.warn('The language could not be loaded; the page stays in English', error);
    await switchLanguage(ENGLISH.code);
  }
  return i18n.locale;
}
