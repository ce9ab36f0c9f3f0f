import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideLanguage } from '../../src/domain/language/language';
import { StorageKeys } from '../../src/infrastructure/ports/KeyValueStore';
import { LANGUAGE_SCRIPT } from '../../src/ui/i18n/languageScript';
import { DEVICE_LANGUAGE_CODES, languageOf, PSEUDO } from '../../src/ui/i18n/languages';

/** What the prerendered page's language script does with this stored value and these browser languages. */
function runScript(stored: string | null, preferred: readonly string[]) {
  const html = { lang: 'en-IN' };
  const root = { textContent: '<prerendered English>' };
  const run = new Function('localStorage', 'navigator', 'document', LANGUAGE_SCRIPT);
  run(
    { getItem: (key: string) => (key === StorageKeys.language ? stored : null) },
    { languages: preferred },
    { documentElement: html, getElementById: (id: string) => (id === 'root' ? root : null) },
  );
  return { lang: html.lang, emptied: root.textContent === '' };
}

const tagOf = (code: string) => languageOf(code).tag;

describe("the prerendered page's language script", () => {
  it('leaves the prerendered English page alone for an English visitor', () => {
    expect(runScript(null, ['en-GB', 'fr'])).toEqual({ lang: 'en-IN', emptied: false });
    expect(runScript('en', ['hi-IN'])).toEqual({ lang: 'en-IN', emptied: false });
  });

  it('sets <html lang> and empties the English page for a Hindi visitor, chosen or preferred', () => {
    expect(runScript('hi', [])).toEqual({ lang: 'hi-IN', emptied: true });
    expect(runScript(null, ['hi-IN', 'en'])).toEqual({ lang: 'hi-IN', emptied: true });
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
        (stored, preferred) => {
          const app = decideLanguage(DEVICE_LANGUAGE_CODES, stored, preferred);
          const script = runScript(stored, preferred);
          expect(script.lang).toBe(app === 'en' ? 'en-IN' : tagOf(app));
          expect(script.emptied).toBe(app !== 'en');
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
