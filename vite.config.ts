/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { firebaseMessagingWorker } from './scripts/vite/firebaseMessagingWorker.ts';
import { securityHeaders } from './scripts/vite/securityHeaders.ts';
import { zodWithoutEval } from './scripts/vite/zodWithoutEval.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const firebaseConfigured = Boolean(env.VITE_FIREBASE_API_KEY && env.VITE_FIREBASE_PROJECT_ID && env.VITE_FIREBASE_APP_ID);
  return {
    plugins: [react(), firebaseMessagingWorker(firebaseConfigured), securityHeaders(env), zodWithoutEval()],
    resolve: { alias: { '@': src } },
    server: { host: '127.0.0.1' },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 900,
      // Demo images stay files (lazy-loaded, cacheable) instead of being inlined into the fake backend's chunk.
      assetsInlineLimit: (file) => (file.includes('/fixtures/images/') ? false : undefined),
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
