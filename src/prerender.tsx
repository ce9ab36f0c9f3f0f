/**
 * The build-time twin of main.tsx: renders a route's first screen to HTML in Node (React's own server renderer),
 * so the page paints before any JavaScript runs. scripts/vite/prerenderPages.ts calls it for every route.
 */
import { Writable } from 'node:stream';
import { escapeHtml } from '../scripts/vite/escapeHtml';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { type RouteObject, StaticRouter } from 'react-router-dom';
import { SIGN_IN_PATH } from './domain/session/routeGate';
import { createPrerenderContainer, demoRestaurantDetails } from './infrastructure/di/prerenderContainer';
import { AppProviders } from './ui/app/AppProviders';
import { AppRoutes } from './ui/app/AppRoutes';
import { homeTitle } from './ui/app/title/documentTitle';
import { drawnSignedIn } from './ui/app/drawnSignedIn';
import { preloadScreens } from './ui/app/preloadScreens';
import { appRoutes } from './ui/app/routes';
import { SIGNED_IN_GO_ON_SCRIPT } from './ui/app/signedInGoOnScript';
import { switchLanguage } from './ui/i18n/i18n';
import { ENGLISH, languageOf } from './ui/i18n/languages';
import { menuPath } from './ui/navigation/menuLink';
import { PRERENDERED_RESTAURANT_META } from './ui/pages/menu/prerenderedRestaurant';

/** A route pattern (as in the route table) and the HTML page prerendered for it. */
export interface PrerenderedPage {
  pattern: string;
  /** Where the page's HTML goes, relative to the build's output folder. */
  file: string;
  html: string;
  /** Tags for the page's head (a page prerendered with data says which). */
  head?: string;
  /** An inline script run before the page paints (the content security policy allows it by its hash). */
  headScript?: string;
  /** The route pattern a page prerendered with data is an instance of (`pattern` is then a path). */
  of?: string;
  /** Drawn for a signed-in customer (a page only customers use). */
  signedIn?: true;
}

/** One language's pages: its code, `<html lang>`, the title the pages carry until the app names them, and the pages. */
export interface PrerenderedLanguage {
  code: string;
  tag: string;
  title: string;
  pages: PrerenderedPage[];
}

/** A value for each route parameter: the page's first screen does not depend on it. */
const SAMPLE_PARAMS: Record<string, string> = { restaurantId: '1', id: '1', orderId: 'RB100001' };

const fileFor = (pattern: string) =>
  pattern === '/' ? 'index.html' : pattern === '*' ? '404.html' : `${pattern.slice(1).replace(/:(\w+)/g, '_$1')}.html`;
const samplePath = (pattern: string) =>
  pattern === '*' ? '/page-not-found' : pattern.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '1');

async function toHtml(node: ReactNode): Promise<string> {
  // No outlined boundaries: React would reveal them with inline scripts, which the CSP (script-src 'self') forbids.
  const { prelude } = await prerenderToNodeStream(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude.pipe(
      new Writable({
        write: (chunk: Buffer, _encoding, done) => (chunks.push(chunk), done()),
        final: (done) => (resolve(), done()),
      }),
    );
    prelude.on('error', reject);
  });
  return Buffer.concat(chunks).toString('utf8');
}

/** The first screen of `path` as HTML (the markup that goes inside #root, emotion's styles inline). */
export async function renderPage(path: string, signedIn: boolean, state: unknown = null): Promise<string> {
  const container = await createPrerenderContainer(import.meta.env, { signedIn });
  await preloadScreens(path);
  return toHtml(
    <AppProviders container={container}>
      <StaticRouter location={{ pathname: path, state }}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
}

/** The path patterns of a route tree, in order (layouts and error boundaries are routes without a path). */
const pathPatterns = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathPatterns(route.children ?? [])]);

/** Every route of the app, prerendered in the current language. */
async function routePages(): Promise<PrerenderedPage[]> {
  const patterns = pathPatterns(appRoutes);
  if (patterns.length === 0) throw new Error('the route table has no paths to prerender');
  const pages: PrerenderedPage[] = [];
  for (const pattern of patterns) {
    const path = samplePath(pattern);
    const signedIn = drawnSignedIn(path);
    const html = await renderPage(path, signedIn);
    pages.push({
      pattern,
      file: fileFor(pattern),
      html,
      ...(signedIn ? { signedIn: true as const } : {}),
      ...(pattern === SIGN_IN_PATH ? { headScript: SIGNED_IN_GO_ON_SCRIPT } : {}),
    });
  }
  return [...pages, ...(await restaurantMenuPages())];
}

/**
 * Every page in one language (`code`, one of the app's): the app's messages in that language, so the page's first
 * paint is already in it. The pages of a language other than English go into a folder named by its code
 * (hi/help.html); English's stay where they are.
 */
export async function prerenderPages(code: string): Promise<PrerenderedLanguage> {
  const language = languageOf(code);
  if (language.code !== code) throw new Error(`the app does not speak ${code}`);
  await switchLanguage(code);
  const pages = await routePages();
  const folder = code === ENGLISH.code ? '' : `${code}/`;
  return {
    code,
    tag: language.tag,
    title: homeTitle(),
    pages: pages.map((page) => ({ ...page, file: `${folder}${page.file}` })),
  };
}

const MENU_PATTERN = '/foods/item-card/:restaurantId';

/**
 * The demo's restaurants are known at build time: each gets its menu page with its header drawn (name, rating, area,
 * delivery time), as if opened from the home grid. The header is the page's largest element, so it paints before
 * any JavaScript runs instead of after the demo backend's first answer. The http build keeps the generic page.
 */
async function restaurantMenuPages(): Promise<PrerenderedPage[]> {
  if (!pathPatterns(appRoutes).includes(MENU_PATTERN)) throw new Error(`the route table has no ${MENU_PATTERN}`);
  const pages: PrerenderedPage[] = [];
  for (const restaurant of await demoRestaurantDetails(import.meta.env)) {
    const pattern = menuPath(restaurant.id);
    // The navigation state the menu page reads (menuNavigationState.ts), here with the restaurant's detail.
    const html = await renderPage(pattern, false, { restaurant });
    const meta = `<meta name="${PRERENDERED_RESTAURANT_META}" content="${escapeHtml(JSON.stringify(restaurant))}">`;
    pages.push({ pattern, file: fileFor(pattern), html, head: meta, of: MENU_PATTERN });
  }
  return pages;
}
