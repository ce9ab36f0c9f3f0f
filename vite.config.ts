/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { cacheHeaders } from './scripts/vite/cacheHeaders.ts';
import { firebaseMessagingWorker } from './scripts/vite/firebaseMessagingWorker.ts';
import { prerenderPages, servePrerenderedPages } from './scripts/vite/prerenderPages.ts';
import { securityHeaders } from './scripts/vite/securityHeaders.ts';
import { startAfterFirstPaint } from './scripts/vite/startAfterFirstPaint.ts';
import { zodWithoutEval } from './scripts/vite/zodWithoutEval.ts';

/**
 * Fewer, larger chunks: left alone the bundler splits the app into ~170 files, a hundred of them under 2 KB, and
 * every dynamic import then adds dozens of preload tags. The libraries every page runs on make one chunk.
 */
const CHUNK_GROUPS = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|mobx|mobx-react-lite|@emotion|stylis|@mui[\\/](system|utils|styled-engine|private-theming)|inversify|@inversifyjs|reflect-metadata|hoist-non-react-statics|react-is|prop-types|clsx|cookie|set-cookie-parser)[\\/]/,
    priority: 20,
  },
];

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  // The adapter set is fixed at build time (readAppConfig falls back to the demo for any other value), so the
  // bundler can leave the demo backend out of an http build.
  const backend = env.VITE_BACKEND === 'http' ? 'http' : 'fake';
  const firebaseConfigured = Boolean(env.VITE_FIREBASE_API_KEY && env.VITE_FIREBASE_PROJECT_ID && env.VITE_FIREBASE_APP_ID);
  const define = { 'import.meta.env.VITE_BACKEND': JSON.stringify(backend) };
  return {
    // securityHeaders first: its headers go on every answer of `npm start`'s server, prerendered pages included.
    plugins: [
      react(),
      firebaseMessagingWorker(firebaseConfigured),
      securityHeaders(env),
      zodWithoutEval(),
      startAfterFirstPaint(),
      prerenderPages({ define }),
      servePrerenderedPages(),
      cacheHeaders(),
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
      rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
      modulePreload: { resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) => (hostType === 'html' ? deps : []) },
    },
    test: {
      restoreMocks: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'domain',
            environment: 'node',
            include: ['src/domain/**/*.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            setupFiles: ['test/setup/node.ts'],
            include: ['src/application/**/*.test.ts', 'src/infrastructure/**/*.test.ts', 'test/**/*.test.ts'],
            exclude: ['test/e2e/**'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            // Whole-app renders in jsdom (MUI, lazy screens) are slow on a busy machine: a file's first test pays
            // for compiling the screens (about 7 s alone on 2 cores, over 15 s when the machine is shared).
            testTimeout: 30_000,
            setupFiles: ['test/setup/dom.ts'],
            include: ['src/ui/**/*.test.tsx', 'src/ui/**/*.test.ts'],
          },
        },
      ],
    },
  };
});
