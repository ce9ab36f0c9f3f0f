import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin, PluginOption } from 'vite';
import { ENGLISH, LANGUAGES } from '../../src/ui/i18n/languages.ts';
import { PRERENDERED_PAGES_FILE, type PrerenderedRoute } from './prerenderedRoutes.ts';

/** The installed app's look (index.html's theme-color, the theme's page background). */
const THEME_COLOUR = '#C5331E';
const BACKGROUND_COLOUR = '#FAF8F5';

/**
 * The precache: the shell (every prerendered page, script, style and font), the icons, the manifest, the list of
 * prerendered pages (the worker answers each navigation with its page) and the demo's data (its in-browser backend
 * needs it to start offline). Pictures are not precached: they are kept as they are seen (worker/sw.ts). Never
 * precached: the Firebase messaging worker (its own scope) and the precompressed copies (the server's business).
 */
const PRECACHE = ['**/*.{html,js,css,woff2,json,webmanifest}', 'favicon.svg', 'icons/*.png'];
const NOT_PRECACHED = [
  'firebase-messaging-sw.js',
  'sw.js',
  '**/*.gz',
  '**/*.br',
  // The pages prerendered in the other languages: the worker answers with the English ones, whose language script
  // has the app draw them in the visitor's language (four times the pages would be four times the install).
  ...LANGUAGES.filter(({ code }) => code !== ENGLISH.code).map(({ code }) => `${code}/**`),
];

/**
 * The pages prerendered with one instance's data (each restaurant's menu: over a hundred, most of the build's bytes)
 * are not precached: offline, the worker answers them with their route's own page (worker/sw.ts), which the app fills
 * from its data as the server does for a restaurant without a page of its own.
 */
function instancePages(outDir: string): Set<string> {
  const routes = JSON.parse(readFileSync(join(outDir, PRERENDERED_PAGES_FILE), 'utf8')) as PrerenderedRoute[];
  return new Set(routes.filter((route) => route.of).map((route) => route.file));
}

/**
 * The app's service worker and Web App Manifest (vite-plugin-pwa, Workbox): the app installs, opens without a network
 * and is told of a new version (registerType 'prompt': the page reloads only on the customer's Reload). The worker is
 * our own source (injectManifest: src/infrastructure/browser/offline/worker/sw.ts) so the offline rules are code with
 * tests; the page registers it itself, after load (src/infrastructure/browser/offline), so nothing is injected into the
 * first visit's HTML but the manifest's link. Runs after the prerender (sequential closeBundle, last in the list), so
 * the prerendered pages are in the precache.
 */
export function appWorker(): PluginOption {
  let outDir = 'dist';
  const buildOutput: Plugin = {
    name: 'railbite:app-worker-output',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  return [
    buildOutput,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/infrastructure/browser/offline/worker',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'RailBite: food delivery, on the rails too',
        short_name: 'RailBite',
        description: "India's best authentic food delivery, to your home or your train seat.",
        lang: 'en-IN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOUR,
        background_color: BACKGROUND_COLOUR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: PRECACHE,
        globIgnores: NOT_PRECACHED,
        // The demo's largest data file (the menus) is well under this; a bigger file fails the build, not the worker.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        manifestTransforms: [
          (entries) => {
            const skipped = instancePages(outDir);
            return { manifest: entries.filter((entry) => !skipped.has(entry.url)), warnings: [] };
          },
        ],
      },
    }),
  ];
}
