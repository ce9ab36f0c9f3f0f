/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { assertApiBaseUrl } from './scripts/vite/apiBaseUrl.ts';
import { appWorker } from './scripts/vite/appWorker.ts';
import { cacheHeaders } from './scripts/vite/cacheHeaders.ts';
import { firebaseMessagingWorker } from './scripts/vite/firebaseMessagingWorker.ts';
import { i18nCatalogs } from './scripts/vite/i18nCatalogs.ts';
import { precompressedAssets } from './scripts/vite/precompressedAssets.ts';
import { prerenderPages, servePrerenderedPages } from './scripts/vite/prerenderPages.ts';
import { securityHeaders } from './scripts/vite/securityHeaders.ts';
import { startAfterFirstPaint } from './scripts/vite/startAfterFirstPaint.ts';
import { startupChunks } from './scripts/vite/startupChunks.ts';
import { themeWithoutCssVars } from './scripts/vite/themeWithoutCssVars.ts';

/** Test files that replace a module with vi.mock: a shared module graph would hand them the real one. */
const MOCKING_NODE_TESTS = ['src/infrastructure/push/FirebasePushMessaging.test.ts'];
/**
 * Component files that run in a document of their own: those that mock modules, and the focus test (which element
 * holds the focus after a navigation depends on listeners and patches other files can leave on a shared document).
 */
const ISOLATED_DOM_TESTS = [
  'src/ui/app/focus/FocusNewScreen.test.tsx',
  'src/ui/components/feedback/ToastBridge.test.tsx',
  'src/ui/components/feedback/ToastBridge.retry.test.tsx',
  'src/ui/components/feedback/toastExtras.test.tsx',
];

/**
 * Fewer, larger chunks: left alone the bundler splits the app into ~170 files, a hundred of them under 2 KB, and every
 * dynamic import then adds dozens of preload tags. The libraries every page runs on make two chunks: React
 * (`framework`) and the router, MobX and inversify (`libraries`), evaluated in separate tasks by main.tsx (as one file
 * they were one long task, and Lighthouse's trace also copies each script's source as it first runs). The style engine
 * (emotion, stylis, @mui/system) is a third (`ui-kit`): main.tsx evaluates it in a task of its own, between the
 * libraries' and the components' (two shorter tasks instead of one long one, for about 1 KB gzip more on `/`). A group
 * takes every module its test matches, used at start or not, so the modules of those packages that only screens use
 * stay out (`SCREENS_ONLY`; the byte budgets in test/e2e/budgets.spec.ts catch a new one); @mui/utils stays out too: it
 * held helpers only other screens use (the roving tab index of menus) and `/` would download them. Left to the bundler
 * they go with their components.
 */
const UI_KIT = /node_modules[\\/](@emotion|stylis|@mui[\\/]styled-engine|@mui[\\/]system)[\\/]/;
const SCREENS_ONLY = /[\\/]useMediaQuery[\\/]|emotion-react-_isolated|emotion-weak-memoize/;
/** The other libraries every page runs on: a file of their own (`libraries`), evaluated after React's. */
const LIBRARIES =
  /node_modules[\\/](react-router|react-router-dom|mobx|mobx-react-lite|inversify|@inversifyjs|reflect-metadata|cookie|set-cookie-parser)[\\/]/;
/** The module of `src/ui/app` that main.tsx imports to evaluate a library group's file. */
const groupEntry = (file: string) => new RegExp(`[\\\\/]src[\\\\/]ui[\\\\/]app[\\\\/]${file}\\.ts$`);
const LIBRARIES_ENTRY = groupEntry('libraries');
const STYLE_ENGINE_ENTRY = groupEntry('styleEngine');

const CHUNK_GROUPS = [
  { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 21 },
  {
    name: 'libraries',
    test: (id: string) => LIBRARIES.test(id) || LIBRARIES_ENTRY.test(id),
    priority: 20,
  },
  {
    name: 'ui-kit',
    test: (id: string) => (UI_KIT.test(id) && !SCREENS_ONLY.test(id)) || STYLE_ENGINE_ENTRY.test(id),
    priority: 19,
  },
];

export default defineConfig(({ mode, command }) => {
  const startup = startupChunks(10);
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  // A build refuses an API address that would send passwords in the clear (scripts/vite/apiBaseUrl.ts).
  if (command === 'build') assertApiBaseUrl(env.VITE_API_BASE_URL);
  // The adapter set is fixed at build time (readAppConfig falls back to the demo for any other value), so the
  // bundler can leave the demo backend out of an http build.
  const backend = env.VITE_BACKEND === 'http' ? 'http' : 'fake';
  const firebaseConfigured = Boolean(
    env.VITE_FIREBASE_API_KEY && env.VITE_FIREBASE_PROJECT_ID && env.VITE_FIREBASE_APP_ID,
  );
  const define = { 'import.meta.env.VITE_BACKEND': JSON.stringify(backend) };
  return {
    // securityHeaders first: its headers go on every answer of `npm start`'s server, prerendered pages included.
    plugins: [
      i18nCatalogs(),
      react(),
      firebaseMessagingWorker(firebaseConfigured),
      securityHeaders(env),
      themeWithoutCssVars(),
      startAfterFirstPaint(),
      startup.plugin,
      prerenderPages({ define }),
      servePrerenderedPages(),
      cacheHeaders(),
      precompressedAssets(),
      // Last: its worker's precache lists the files the plugins above write (the prerendered pages).
      appWorker(),
    ],
    define,
    server: { host: '127.0.0.1' },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 900,
      // Demo images and data stay files (lazy-loaded, cacheable) instead
      // of being inlined into the fake backend's chunk.
      assetsInlineLimit: (file) => (file.includes('/fixtures/') ? false : undefined),
      rolldownOptions: {
        output: { codeSplitting: { groups: [...CHUNK_GROUPS, ...startup.groups] } },
        onwarn(warning, warn) {
          // On purpose (scripts/vite/startupChunks.ts): the demo data's file names are in the container's chunk, and
          // the container imports them dynamically only so that an http build has none of them.
          if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && warning.message.includes('/demoDataFiles.ts')) return;
          warn(warning);
        },
      },
      // A script's dynamic import preloads nothing (every screen's import added dozens of tags in one task), except the
      // demo backend's: its shared modules (scripts/vite/startupChunks.ts) are requested with it, not once it arrives.
      modulePreload: {
        resolveDependencies: (file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
          hostType === 'html' || /(^|\/)demo-(backend|database)-/.test(file) ? deps : [],
      },
    },
    test: {
      // Two workers on two cores: the suite runs in about half the time of one. A component test never waits for a
      // screen's first transform (test/setup/domScreens.ts loads every screen once per worker before the tests), which
      // is what made two workers fail in fresh clones (docs/ARCHITECTURE.md, "Testing").
      maxWorkers: 2,
      // The one hook timeout of every layer: a set-up that loads every screen (the worker's first component file, cold)
      // or calls every http adapter once (the malformed-answers fuzz) takes longer than the default 10 s on two cores.
      hookTimeout: 60_000,
      restoreMocks: true,
      // Files share one module graph per worker (isolate: false) so the app, MUI and jsdom load once, not once per
      // file; a stubbed global is put back after every test.
      unstubGlobals: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'domain',
            environment: 'node',
            isolate: false,
            include: ['src/domain/**/*.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            isolate: false,
            setupFiles: ['test/setup/node.ts'],
            include: [
              'src/*.test.ts',
              'src/application/**/*.test.ts',
              'src/infrastructure/**/*.test.ts',
              'test/**/*.test.ts',
            ],
            exclude: ['test/e2e/**', ...MOCKING_NODE_TESTS],
          },
        },
        {
          extends: true,
          test: {
            name: 'node-isolated',
            environment: 'node',
            setupFiles: ['test/setup/node.ts'],
            include: MOCKING_NODE_TESTS,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            isolate: false,
            // The one test timeout of the component layer (no test raises it): whole-app renders in jsdom are slow
            // on a busy two-core machine. Waits for the screen use test/setup/dom.ts's one async-util timeout.
            testTimeout: 30_000,
            setupFiles: ['test/setup/dom.ts', 'test/setup/domScreens.ts'],
            // Adapters' React components (the maps' boxes) are tested here too: they need a DOM.
            include: ['src/ui/**/*.test.tsx', 'src/ui/**/*.test.ts', 'src/infrastructure/**/*.test.tsx'],
            exclude: ISOLATED_DOM_TESTS,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom-isolated',
            environment: 'jsdom',
            testTimeout: 30_000,
            setupFiles: ['test/setup/dom.ts'],
            include: ISOLATED_DOM_TESTS,
          },
        },
      ],
    },
  };
});
