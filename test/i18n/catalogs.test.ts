import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG_FILE, compileCatalog } from '../../scripts/vite/i18nCatalogs';
import { LANGUAGES, PSEUDO } from '../../src/ui/i18n/languages';

/** Each language has a catalog in each: what `/` shows, and the other screens' messages (loaded with them). */
const CATALOGS = ['src/ui/i18n/catalogs', 'src/ui/i18n/catalogs/screens'];
const GLOSSARIES = 'src/ui/i18n/glossary';
const read = (dir: string, code: string) =>
  JSON.parse(readFileSync(join(dir, `${code}.json`), 'utf8')) as Record<string, string>;
const readAll = (code: string) =>
  Object.assign({}, ...CATALOGS.map((dir) => read(dir, code))) as Record<string, string>;
const english = readAll('en');
const stem = (word: string) => word.replace(/[\u094D\u09CD\u0BCD]$/, '');

/**
 * The variables a message names (`{count, plural, …}`, `{name}`), whatever its wording; a plural's branch
 * (`=0 {Offline}`, `one {…}`) is text, not a variable.
 */
const variables = (message: string) =>
  [
    ...new Set(
      [...message.matchAll(/(?<!(?:=\d+|zero|one|two|few|many|other)\s*)\{\s*(\w+)\s*(?:,|\})/g)].map(
        (match) => match[1],
      ),
    ),
  ].sort();

/** A message without its variables' names (`{orderBy}`, `{count, plural,`), keeping a plural's branch text. */
const words = (message: string) =>
  message.replace(/(?<!(?:=\d+|zero|one|two|few|many|other)\s*)\{\s*\w+\s*(?:,\s*\w+\s*,)?/g, '{');

describe('the message catalogs', () => {
  it('has exactly one catalog file per configured language in each folder', () => {
    for (const dir of CATALOGS) {
      const files = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile());
      expect(files.map((file) => file.name.replace(/\.json$/, '')).sort(), dir).toEqual(
        LANGUAGES.map((language) => language.code).sort(),
      );
    }
  });

  it('leaves the pseudo-locale out: not an offered language, no catalog file (the build makes it from English)', () => {
    expect(LANGUAGES.map((language) => language.code)).not.toContain(PSEUDO.code);
    for (const dir of CATALOGS) expect(readdirSync(dir), dir).not.toContain(`${PSEUDO.code}.json`);
  });

  it('compiles every catalog file at build time (a file the build missed would show raw ICU text)', () => {
    for (const dir of CATALOGS)
      for (const { code } of LANGUAGES)
        expect(CATALOG_FILE.test(resolve(dir, `${code}.json`)), `${dir}/${code}`).toBe(true);
  });

  it('has each id in one folder only', () => {
    const [shell, screens] = CATALOGS.map((dir) => Object.keys(read(dir, 'en')));
    expect(shell!.filter((id) => screens!.includes(id))).toEqual([]);
  });

  for (const { code, name } of LANGUAGES) {
    describe(`${name} (${code})`, () => {
      const catalog = readAll(code);

      it('holds every key of the English catalogs and no other, in the same folder', () => {
        for (const dir of CATALOGS)
          expect(Object.keys(read(dir, code)).sort(), dir).toEqual(Object.keys(read(dir, 'en')).sort());
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

      it("says the glossary's terms the same way wherever English says them (in any of its forms)", () => {
        const glossary = read(GLOSSARIES, code);
        const englishTerms = read(GLOSSARIES, 'en');
        for (const [term, word] of Object.entries(glossary)) {
          // English forms count too (cancelled, cancellations, orders); a variable's name ({orderBy}) is no word.
          const englishWord = new RegExp(`\\b${englishTerms[term]}`, 'i');
          for (const [id, message] of Object.entries(catalog))
            // A word may take a suffix (Tamil ஆர்டரை, Hindi ऑर्डरों): its stem, without a final virama, must be there.
            if (englishWord.test(words(english[id] ?? '')))
              expect(message.toLowerCase(), `${code}: ${id} (${term})`).toContain(stem(word).toLowerCase());
        }
      });
    });
  }
});
