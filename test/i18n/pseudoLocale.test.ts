import { readFileSync } from 'node:fs';
import { type Messages, setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { compileCatalog, i18nCatalogs, pseudoCatalog } from '../../scripts/vite/i18nCatalogs';
import { type CompiledMessage, PSEUDO_GROWTH, pseudoText } from '../../scripts/vite/pseudoLocale';
import { currentLanguage, switchLanguage, t } from '../../src/ui/i18n/i18n';
import { ENGLISH, PSEUDO } from '../../src/ui/i18n/languages';

const ENGLISH_FILES = ['src/ui/i18n/catalogs/en.json', 'src/ui/i18n/catalogs/screens/en.json'];

/** The text of a compiled message (its longest branch for a plural or select) and the variables it names. */
function parts(tokens: CompiledMessage): { text: string; variables: string[] } {
  let text = '';
  const variables: string[] = [];
  for (const token of tokens) {
    if (typeof token === 'string') {
      if (token !== '#') text += token;
      continue;
    }
    variables.push(`${token[0]}:${token[1] ?? ''}`);
    const branches = token[2];
    if (branches && typeof branches === 'object') {
      const longest = Object.values(branches)
        .filter((branch) => Array.isArray(branch))
        .map((branch) => parts(branch as CompiledMessage))
        .sort((a, b) => b.text.length - a.text.length);
      text += longest[0]?.text ?? '';
      for (const branch of longest) variables.push(...branch.variables);
    }
  }
  return { text, variables: [...new Set(variables)].sort() };
}

describe('the pseudo-locale', () => {
  it('accents and pads a text about 40 % between brackets', () => {
    expect(pseudoText('Add New Address')).toBe('[Ádd Ñéw Áddréšš····]');
    expect(pseudoText("It''s '{quoted}'")).toBe("[Ít'š {qúótéd}····]");
    // A long text is padded with more words, not one word longer than a phone's line.
    expect(pseudoText('Orders can be cancelled within two minutes.')).toBe(
      '[Órdérš çáñ bé çáñçélléd wíthíñ twó míñútéš.······ ······ ····]',
    );
  });

  for (const file of ENGLISH_FILES) {
    it(`makes every message of ${file} longer and accented, with the same variables, plurals and selects`, () => {
      const source = readFileSync(file, 'utf8');
      const english = compileCatalog(source, file);
      const pseudo = pseudoCatalog(source, file);
      expect(Object.keys(pseudo)).toEqual(Object.keys(english));
      for (const [id, tokens] of Object.entries(english)) {
        const before = parts(tokens);
        const after = parts(pseudo[id]!);
        expect(after.variables, id).toEqual(before.variables);
        if (before.text === '') continue;
        expect(after.text, id).toMatch(/^\[.*\]$/s);
        // Every plain letter a translator's language would replace is accented: nothing English shows through.
        expect(after.text, id).not.toMatch(/[aceinosuyzACEINOSUYZ]/);
        expect(after.text.length, id).toBeGreaterThanOrEqual(Math.floor(before.text.length * (1 + PSEUDO_GROWTH)));
      }
    });
  }

  it("runs with Lingui's runtime: a plural still counts, a variable is still filled in", () => {
    const file = ENGLISH_FILES[0]!;
    const i18n = setupI18n({
      locale: 'en-XA',
      locales: ['en-IN'],
      messages: { 'en-XA': pseudoCatalog(readFileSync(file, 'utf8'), file) as Messages },
    });
    expect(i18n._('header.cart', { count: 1 })).toBe('[Çárt, 1 ítém···]');
    expect(i18n._('header.cart', { count: 3 })).toBe('[Çárt, 3 ítémš···]');
    expect(i18n._('header.deliverTo', { address: 'Flat 302' })).toBe('[Délívér tó Flat 302···]');
  });

  it('is built from an English catalog imported with ?pseudo, and from no other', () => {
    const plugin = i18nCatalogs();
    const transform = plugin.transform as (source: string, id: string) => { code: string } | null;
    const source = JSON.stringify({ greeting: 'Hello' });
    const english = transform.call({}, source, '/app/src/ui/i18n/catalogs/en.json?pseudo');
    expect(english?.code).toContain(JSON.stringify(JSON.stringify({ greeting: ['[', 'Hélló', ']'] })));
    expect(() => transform.call({}, source, '/app/src/ui/i18n/catalogs/screens/hi.json?pseudo')).toThrow(
      /only English/,
    );
    expect(compileMessageOrThrow('Hello')).toEqual(['Hello']);
  });

  it('is what the app loads for the device key en-XA, and English comes back after it', async () => {
    try {
      await switchLanguage(PSEUDO.code);
      expect(currentLanguage()).toBe(PSEUDO);
      expect(t('header.help')).toBe('[Hélp]');
      expect(t('header.cart', { count: 2 })).toBe('[Çárt, 2 ítémš···]');
    } finally {
      await switchLanguage(ENGLISH.code);
    }
    expect(t('header.help')).toBe('Help');
  });
});
