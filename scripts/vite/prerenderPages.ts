import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type UserConfig } from 'vite';
import { scriptHashSource } from './contentSecurityPolicy.ts';
import { disablePrerenderedControls } from './disablePrerenderedControls.ts';
import type { PrerenderedLanguage } from '../../src/prerender.tsx';
import { LANGUAGE_SCRIPT } from '../../src/ui/i18n/languageScript.ts';
import { ENGLISH, LANGUAGES, languageOf } from '../../src/ui/i18n/languages.ts';
import { pageLanguage } from './pageLanguage.ts';
import { i18nCatalogs } from './i18nCatalogs.ts';
import { matchPrerenderedRoutes, PRERENDERED_PAGES_FILE, type PrerenderedRoute } from './prerenderedRoutes.ts';
import { languagePage } from './prerenderedLanguage.ts';
import { inlineLinkedCss, readCssFiles, stylesFor } from './prerenderedStyles.ts';

const SERVER_ENTRY = 'src/prerender.tsx';
const ROOT_DIV = '<div id="root"></div>';
/**
 * The browser paints nothing until the whole prerendered page is parsed: rendering waits for an empty element after
 * `#root` (Chromium unblocks at an element's start tag, so `#root` itself is not enough). A parser that yields midway
 * painted a partial page (the sign-in card 110 px high) and the rest of it then moved what was painted: CLS 0.07-0.12
 * on /login in 4 of 10 loads at 4x CPU.
 */
const PAGE_END = 'prerendered-end';
const PAINT_WHOLE_PAGE = `<link rel="expect" href="#${PAGE_END}" blocking="render" />`;

interface ServerEntry {
  prerenderPages(code: string): Promise<PrerenderedLanguage>;
}

const TITLE_END = '</title>';

/**
 * A page's inline script goes right after the title: before every stylesheet (a script waits for the sheets above
 * it) and after the content security policy's <meta>, which must list its hash, or the browser would not run it.
 */
function assertAllowed(html: string, script: string, pattern: string) {
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const hash = scriptHashSource(script);
  if (!policy.replaceAll('&#39;', "'").includes(hash))
    throw new Error(`the content security policy does not allow ${pattern}'s inline script (${hash})`);
}

function withHeadScript(html: string, script: string | undefined, pattern: string): string {
  if (!script) return html;
  assertAllowed(html, script, pattern);
  if (!html.includes(TITLE_END)) throw new Error(`index.html has no ${TITLE_END} to put ${pattern}'s script after`);
  // A function, so that '$' in the script is not read as a replacement pattern.
  return html.replace(TITLE_END, () => `${TITLE_END}<script>${script}</script>`);
}

const EMOTION_STYLE = /<style data-emotion="([\w-]+) ([^"]*)"[^>]*>([^<]*)<\/style>/g;

/**
 * Emotion writes a <style data-emotion="css ID"> before each styled element of a server render. They go into the
 * head instead, the component styles merged into one tag (emotion's own format for critical CSS): the page parses
 * one sheet, and the app's emotion adopts it at start (it moves every such tag into the head, one DOM call each).
 */
function hoistEmotionStyles(markup: string): { markup: string; styles: string } {
  const globals: string[] = [];
  const ids: string[] = [];
  const rules: string[] = [];
  const body = markup.replace(EMOTION_STYLE, (_tag, key: string, names: string, css: string) => {
    if (key.endsWith('-global')) globals.push(`<style data-emotion="${key} ${names}">${css}</style>`);
    else {
      ids.push(names);
      rules.push(css);
    }
    return '';
  });
  const components = ids.length ? `<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>` : '';
  return { markup: body, styles: globals.join('') + components };
}

/**
 * Paints before JavaScript: after the browser build, renders every route's first screen with React's server
 * renderer (src/prerender.tsx, built for Node into a temporary folder) and writes it into the build as HTML:
 * dist/index.html for /, dist/help.html for /help, dist/foods/item-card/_restaurantId.html for a route with a
 * parameter, dist/404.html for any other path; the same in each other language in its folder (dist/hi/help.html).
 * The page is inert until the app hydrates it (see main.tsx). dist/prerendered-pages.json lists the pages for the
 * server (servePrerenderedPages) and the service worker.
 */
export function prerenderPages(serverConfig: Pick<UserConfig, 'define' | 'resolve'>): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'railbite:prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const serverDir = mkdtempSync(join(tmpdir(), 'railbite-prerender-'));
      try {
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          plugins: [i18nCatalogs(), react()],
          define: serverConfig.define,
          resolve: serverConfig.resolve,
          // Everything bundled: the renderer resolves packages exactly as the browser build does.
          ssr: { noExternal: true },
          build: {
            ssr: SERVER_ENTRY,
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            minify: false,
            target: 'node20',
            copyPublicDir: false,
          },
        });
        // The server build is ES modules in .js files: say so, or Node
        // (and test runners' loaders) read them as CommonJS.
        writeFileSync(join(serverDir, 'package.json'), '{ "type": "module" }\n');
        const entry = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as ServerEntry;
        const served = readFileSync(join(outDir, 'index.html'), 'utf8');
        if (!served.includes(ROOT_DIV)) throw new Error(`index.html has no ${ROOT_DIV} to prerender into`);
        const { small: cssFiles, big: bigCss } = readCssFiles(join(outDir, 'assets'));
        const { html: template, inlined } = inlineLinkedCss(served, cssFiles);
        const pageCss = cssFiles.filter(({ name }) => !inlined.has(name));
        const routes: PrerenderedRoute[] = [];
        for (const { code } of LANGUAGES) {
          const language = await entry.prerenderPages(code);
          const inLanguage = languagePage(template, language, cssFiles);
          for (const page of language.pages) {
            if (/<script\b/i.test(page.html))
              throw new Error(`the prerendered ${page.pattern} has an inline script (not allowed by the CSP)`);
            const { markup: body, styles } = hoistEmotionStyles(page.html);
            const markup = disablePrerenderedControls(body);
            const html = withHeadScript(inLanguage.html, page.headScript, page.pattern)
              .replace(
                '</head>',
                `${PAINT_WHOLE_PAGE}${inLanguage.head}${page.head ?? ''}${styles}${stylesFor(page.pattern, markup, pageCss, bigCss)}</head>`,
              )
              // The language script right after #root, before the page may paint (src/ui/i18n/languageScript.ts).
              .replace(
                ROOT_DIV,
                () =>
                  `<div id="root" inert aria-hidden="true" data-language="${code}"` +
                  `${inLanguage.font ? ` data-font="${inLanguage.font}"` : ''}>${markup}</div>` +
                  `<script>${LANGUAGE_SCRIPT}</script><div id="${PAGE_END}" hidden></div>`,
              );
            assertAllowed(html, LANGUAGE_SCRIPT, page.pattern);
            const target = join(outDir, page.file);
            mkdirSync(dirname(target), { recursive: true });
            writeFileSync(target, html);
            routes.push({
              pattern: page.pattern,
              file: page.file,
              ...(page.of ? { of: page.of } : {}),
              ...(page.signedIn ? { signedIn: true as const } : {}),
              ...(code === ENGLISH.code ? {} : { language: code }),
            });
          }
        }
        writeFileSync(join(outDir, PRERENDERED_PAGES_FILE), `${JSON.stringify(routes, null, 1)}\n`);
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * `npm start`'s server (vite preview) answers each route with its prerendered page, in the language the visitor's
 * page will speak (pageLanguage: the app's cookie, else the browser's languages, else English); other paths with
 * 404.html. A host without this rule serves the English pages: the page's language script then redraws them.
 */
export function servePrerenderedPages(): Plugin {
  return {
    name: 'railbite:serve-prerendered-pages',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const listFile = join(outDir, PRERENDERED_PAGES_FILE);
      if (!existsSync(listFile)) return;
      const routes = JSON.parse(readFileSync(listFile, 'utf8')) as PrerenderedRoute[];
      const codes: string[] = LANGUAGES.map(({ code }) => code).filter((code) =>
        routes.some((route) => (route.language ?? ENGLISH.code) === code),
      );
      const pageFor = new Map(
        codes.map((code) => [
          code,
          matchPrerenderedRoutes(routes.filter((route) => (route.language ?? ENGLISH.code) === code)),
        ]),
      );
      server.middlewares.use((req, res, next) => {
        const accepts = req.headers.accept ?? '';
        if (
          (req.method === 'GET' || req.method === 'HEAD') &&
          req.url &&
          (accepts.includes('text/html') || accepts === '' || accepts.includes('*/*'))
        ) {
          const url = new URL(req.url, 'http://app');
          const code = pageLanguage(
            { cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] },
            codes,
          );
          const page = pageFor.get(code)!(decodeURIComponent(url.pathname));
          if (page) {
            req.url = `/${page}${url.search}`;
            res.setHeader('Vary', 'Accept-Language, Cookie');
            res.setHeader('Content-Language', languageOf(code).tag);
          }
        }
        next();
      });
    },
  };
}
