import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Repeat visits: `npm start`'s server (vite preview) sends the content-hashed files under /assets/ with a year's
 * immutable caching, and every page, robots.txt and other unhashed file with `no-cache` (revalidated by ETag).
 * A missing asset is not made cacheable (its 404 must not stick).
 */
export function cacheHeaders(): Plugin {
  return {
    name: 'railbite:cache-headers',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        let pathname = '/';
        try {
          pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://app').pathname);
        } catch {
          // a malformed path: left to the static server's 404
        }
        const hashedAsset =
          pathname.startsWith('/assets/') && !pathname.includes('..') && existsSync(join(outDir, pathname));
        res.setHeader('Cache-Control', hashedAsset ? IMMUTABLE : 'no-cache');
        next();
      });
    },
  };
}
