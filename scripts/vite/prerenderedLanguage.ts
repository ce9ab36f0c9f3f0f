import { FONT_FAMILIES, type FontScript, languageOf } from '../../src/ui/i18n/languages.ts';
import { escapeHtml } from './escapeHtml.ts';
import type { CssFile } from './prerenderedStyles.ts';

const HTML_LANG = /<html lang="[^"]*"/;
const TITLE = /<title>[^<]*<\/title>/;

/**
 * The self-hosted font a script is drawn in, for the head of that language's pages: its @font-face rules inline (the
 * same sheet the app loads, `font-display: swap`, one file per subset), and a preload of the script's own subset, so
 * the letters arrive with the page instead of once the layout asks for them. English pages carry none.
 */
function fontHead(script: FontScript, cssFiles: CssFile[]): string {
  const family = FONT_FAMILIES[script];
  const sheet = cssFiles.find(({ css }) => css.includes(`font-family:${family};`));
  if (!sheet) throw new Error(`the build has no style sheet declaring ${family}`);
  const subset = new RegExp(`url\\((/assets/[\\w-]*-${script}-400-normal-[\\w-]+\\.woff2)\\)`).exec(sheet.css)?.[1];
  if (!subset) throw new Error(`${sheet.name} has no ${script} subset of ${family}`);
  return (
    `<link rel="preload" href="${subset}" as="font" type="font/woff2" crossorigin>` +
    `<style data-prerendered-css="${sheet.name}">${sheet.css}</style>`
  );
}

/**
 * The page template in one language (`<html lang>` and the title the page carries until the app names it), what
 * that language adds to each page's head (its script's font) and that font's family, which the page waits for.
 */
export function languagePage(
  template: string,
  language: { code: string; tag: string; title: string },
  cssFiles: CssFile[],
): { html: string; head: string; font?: string } {
  if (!HTML_LANG.test(template) || !TITLE.test(template))
    throw new Error('index.html has no <html lang> or <title> to put the language in');
  const html = template
    .replace(HTML_LANG, `<html lang="${language.tag}"`)
    .replace(TITLE, () => `<title>${escapeHtml(language.title)}</title>`);
  const { script } = languageOf(language.code);
  return script ? { html, head: fontHead(script, cssFiles), font: FONT_FAMILIES[script] } : { html, head: '' };
}
