import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../scripts/vite/i18nCatalogs';
import { LANGUAGES } from '../../src/ui/i18n/languages';

const CATALOGS = 'src/ui/i18n/catalogs';
const GLOSSARIES = 'src/ui/i18n/glossary';
const read = (dir: string, code: string) =>
  JSON.parse(readFileSync(join(dir, `${code}.json`), 'utf8')) as Record<string, string>;
const english = read(CATALOGS, 'en');
const stem = (word: string) => word.replace(/[\u094D\u09CD\u0BCD]$/, '');

/** The variables a message names (`{count, plural, …}`, `{name}`), whatever its wording. */
const variables = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*(\w+)\s*(?:,|\})/g)].map((match) => match[1]))].sort();

describe('the message catalogs', () => {
  it('has exactly one catalog file per configured language', () => {
    const files = readdirSync(CATALOGS).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual(LANGUAGES.map((language) => language.code).sort());
  });

  for (const { code, name } of LANGUAGES) {
    describe(`${name} (${code})`, () => {
      const catalog = read(CATALOGS, code);

      it('holds every key of the English catalog and no other', () => {
        expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      });

      it('compiles: every message is valid ICU', () => {
        expect(() => compileCatalog(JSON.stringify(catalog), `${code}.json`)).not.toThrow();
      });

      it('uses the same variables as English in every message', () => {
        for (const [id, message] of Object.entries(catalog))
          expect(variables(message), `${code}: ${id}`).toEqual(variables(english[id] ?? ''));
      });

      it('translates: no message but names, codes and marks is left in English', () => {
        if (code === 'en') return;
        const untranslated = Object.entries(catalog).filter(
          ([id, message]) => message === english[id] && /[a-z]{3}/.test(message.replace(/\{[^}]*\}/g, '')),
        );
        expect(untranslated.map(([id]) => id)).toEqual([]);
      });

      it("says the glossary's terms the same way wherever English says them", () => {
        const glossary = read(GLOSSARIES, code);
        const englishTerms = read(GLOSSARIES, 'en');
        for (const [term, word] of Object.entries(glossary)) {
          const englishWord = new RegExp(`\\b${englishTerms[term]}\\b`, 'i');
          for (const [id, message] of Object.entries(catalog))
            // A word may take a suffix (Tamil ஆர்டரை, Hindi ऑर्डरों): its stem, without a final virama, must be there.
            if (englishWord.test(english[id] ?? ''))
              expect(message.toLowerCase(), `${code}: ${id} (${term})`).toContain(stem(word).toLowerCase());
        }
      });
    });
  }
});
