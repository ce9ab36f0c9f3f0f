import { build, type Plugin } from 'vite';

const WORKER_ENTRY = 'src/infrastructure/push/serviceWorker/firebase-messaging-sw.ts';

/**
 * Builds the Firebase Cloud Messaging service worker into dist/firebase-messaging-sw.js: one classic script
 * with Firebase bundled in (no CDN, no module worker). Only when Firebase settings are configured; without
 * them the app never registers a worker.
 */
export function firebaseMessagingWorker(firebaseConfigured: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'railbite:firebase-messaging-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      if (!firebaseConfigured) return;
      await build({
        configFile: false,
        logLevel: 'warn',
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          lib: {
            entry: WORKER_ENTRY,
            formats: ['iife'],
            name: 'railbiteMessagingWorker',
            fileName: () => 'firebase-messaging-sw.js',
          },
        },
      });
    },
  };
}
