import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decideLanguage } from '../../src/domain/language/language';
import { StorageKeys } from '../../src/infrastructure/ports/KeyValueStore';
import { FONT_WAIT_MS, LANGUAGE_SCRIPT } from '../../src/ui/i18n/languageScript';
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

  describe('a page in a script language, for its visitor', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** Runs the script on a Hindi page whose font is Noto Sans Devanagari; `load` answers document.fonts.load. */
    function hindiPage(load: (font: string, text: string) => Promise<unknown>) {
      const root = {
        textContent: 'मदद और सपोर्ट',
        style: { visibility: '' },
        getAttribute: (name: string) => ({ 'data-language': 'hi', 'data-font': 'Noto Sans Devanagari' })[name] ?? null,
      };
      const run = new Function('localStorage', 'navigator', 'document', LANGUAGE_SCRIPT);
      run(
        { getItem: () => null },
        { languages: ['hi-IN'] },
        { documentElement: { lang: 'hi-IN' }, fonts: { load }, getElementById: () => root },
      );
      return root;
    }

    it('stays unseen until its font has arrived, so its letters are drawn once, in their font', async () => {
      let arrive = () => {};
      const asked: string[] = [];
      const root = hindiPage((font, text) => {
        asked.push(font, text);
        return new Promise<void>((resolve) => (arrive = resolve));
      });
      expect(root.style.visibility).toBe('hidden');
      expect(asked).toEqual(['1em "Noto Sans Devanagari"', 'मदद और सपोर्ट']);
      arrive();
      await vi.waitFor(() => expect(root.style.visibility).toBe(''));
    });

    it('is shown after FONT_WAIT_MS when the font is slower, or at once when it cannot load', async () => {
      vi.useFakeTimers();
      const slow = hindiPage(() => new Promise(() => {}));
      await vi.advanceTimersByTimeAsync(FONT_WAIT_MS - 1);
      expect(slow.style.visibility).toBe('hidden');
      await vi.advanceTimersByTimeAsync(1);
      expect(slow.style.visibility).toBe('');
      const failed = hindiPage(() => Promise.reject(new Error('no font')));
      await vi.advanceTimersByTimeAsync(0);
      expect(failed.style.visibility).toBe('');
    });
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
