import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Component style sheets (the CSS modules, small) are inlined into the pages that use them; a library's big sheet
 * (Leaflet's, 15 KB) stays a file. The build fails when a page uses a sheet over the limit (see `stylesFor`).
 */
export const INLINE_CSS_LIMIT = 12_000;

export interface CssFile {
  name: string;
  css: string;
}

/** The class names the markup uses. */
const classesOf = (markup: string) =>
  new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)));

/** The CSS files that style one of these classes. */
function cssUsedBy(classes: Set<string>, cssFiles: CssFile[]): CssFile[] {
  return cssFiles.filter(({ css }) =>
    [...css.matchAll(/\.([A-Za-z_][\w-]*)/g)].some((match) => classes.has(match[1]!)),
  );
}

/** The build's CSS files, small (inlined where used) and big (left as files). */
export function readCssFiles(assets: string): { small: CssFile[]; big: CssFile[] } {
  const files = readdirSync(assets)
    .filter((name) => name.endsWith('.css'))
    .map((name) => ({ name, css: readFileSync(join(assets, name), 'utf8') }));
  return {
    small: files.filter(({ css }) => css.length < INLINE_CSS_LIMIT),
    big: files.filter(({ css }) => css.length >= INLINE_CSS_LIMIT),
  };
}

const inlineStyle = ({ name, css }: CssFile) => `<style data-prerendered-css="${name}">${css}</style>`;

/**
 * The style tags a prerendered page needs so that it paints styled: every small sheet its markup uses. A page that
 * uses a sheet too big to inline would paint unstyled and move once the sheet arrives: the build stops and says so
 * instead.
 */
export function stylesFor(pattern: string, markup: string, small: CssFile[], big: CssFile[]) {
  const classes = classesOf(markup);
  const tooBig = cssUsedBy(classes, big);
  if (tooBig.length > 0)
    throw new Error(
      `the prerendered ${pattern} uses ${tooBig.map(({ name, css }) => `${name} (${css.length} bytes)`).join(', ')}, ` +
        `over the ${INLINE_CSS_LIMIT}-byte limit of inlined component styles: split the sheet or raise the limit`,
    );
  return cssUsedBy(classes, small).map(inlineStyle).join('');
}

const LINKED_CSS = /<link rel="stylesheet"[^>]*href="\/assets\/([^"]+\.css)"[^>]*>/g;

/**
 * The style sheets Vite links in the page's head (the CSS modules of the start-up chunks: the home page's plain
 * controls, FEATURES F-bytes), inlined in their place: no page waits for a style sheet before it paints.
 * Returns the page template without the links and the names of the files it now holds.
 */
export function inlineLinkedCss(template: string, cssFiles: CssFile[]) {
  const inlined = new Set<string>();
  const html = template.replace(LINKED_CSS, (link, name: string) => {
    const file = cssFiles.find((candidate) => candidate.name === name);
    if (!file) return link;
    inlined.add(name);
    return inlineStyle(file);
  });
  return { html, inlined };
}
