import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideLanguage } from '../../src/domain/language/language';
import { StorageKeys } from '../../src/infrastructure/ports/KeyValueStore';
import { LANGUAGE_SCRIPT } from '../../src/ui/i18n/languageScript';
import { DEVICE_LANGUAGE_CODES, LANGUAGE_CODES, languageOf, PSEUDO } from '../../src/ui/i18n/languages';

const tagOf = (code: string) => languageOf(code).tag;

/**
 * What the language script of a page prerendered in `page` (English unless said) does with this stored value and
 * these browser languages.
 */
function runScript(stored: string | null, preferred: readonly string[], page = 'en') {
  const html = { lang: tagOf(page) };
  const root = {
    textContent: '<prerendered page>',
    getAttribute: (name: string) => (name === 'data-language' ? page : null),
  };
  const run = new Function('localStorage', 'navigator', 'document', LANGUAGE_SCRIPT);
  run(
    { getItem: (key: string) => (key === StorageKeys.language ? stored : null) },
    { languages: preferred },
    { documentElement: html, getElementById: (id: string) => (id === 'root' ? root : null) },
  );
  return { lang: html.lang, emptied: root.textContent === '' };
}

describe("the prerendered page's language script", () => {
  it('leaves the prerendered English page alone for an English visitor', () => {
    expect(runScript(null, ['en-GB', 'fr'])).toEqual({ lang: 'en-IN', emptied: false });
    expect(runScript('en', ['hi-IN'])).toEqual({ lang: 'en-IN', emptied: false });
  });

  it('sets <html lang> and empties the English page for a Hindi visitor, chosen or preferred', () => {
    expect(runScript('hi', [])).toEqual({ lang: 'hi-IN', emptied: true });
    expect(runScript(null, ['hi-IN', 'en'])).toEqual({ lang: 'hi-IN', emptied: true });
  });

  it('leaves a page prerendered in Hindi alone for a Hindi visitor, and empties it for anyone else', () => {
    expect(runScript('hi', [], 'hi')).toEqual({ lang: 'hi-IN', emptied: false });
    expect(runScript(null, ['hi-IN'], 'hi')).toEqual({ lang: 'hi-IN', emptied: false });
    expect(runScript('ta', ['hi-IN'], 'hi')).toEqual({ lang: 'ta-IN', emptied: true });
    expect(runScript(null, ['fr'], 'hi')).toEqual({ lang: 'en-IN', emptied: true });
  });

  it('paints the pseudo-locale only when the device key names it, never from a browser preference', () => {
    expect(runScript(PSEUDO.code, ['hi-IN'])).toEqual({ lang: PSEUDO.tag, emptied: true });
    expect(runScript(null, [PSEUDO.code, 'hi'])).toEqual({ lang: 'en-IN', emptied: false });
  });

  it('decides exactly as the app does, whatever is stored and preferred', () => {
    const tags = fc.oneof(
      fc.string(),
      fc.constantFrom('hi', 'ta-IN', 'bn_BD', 'EN', ' ta', 'en-US', 'mr-IN', PSEUDO.code),
    );
    fc.assert(
      fc.property(
        fc.option(fc.oneof(fc.string(), fc.constantFrom(...DEVICE_LANGUAGE_CODES))),
        fc.array(tags),
        fc.constantFrom(...LANGUAGE_CODES),
        (stored, preferred, page) => {
          const app = decideLanguage(DEVICE_LANGUAGE_CODES, stored, preferred);
          const script = runScript(stored, preferred, page);
          expect(script.lang).toBe(tagOf(app));
          expect(script.emptied).toBe(app !== page);
        },
      ),
    );
  });

  it('does nothing when storage is refused (the app then decides alone)', () => {
    const run = new Function('localStorage', 'navigator', 'document', LANGUAGE_SCRIPT);
    expect(() =>
      run(
        {
          getItem: () => {
            throw new Error('denied');
          },
        },
        { languages: ['hi'] },
        {},
      ),
    ).not.toThrow();
  });
});
