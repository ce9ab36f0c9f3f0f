import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { hashedAssetFile } from './hashedAssetFile.ts';

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
        res.setHeader('Cache-Control', hashedAssetFile(req.url, outDir) ? IMMUTABLE : 'no-cache');
        next();
      });
    },
  };
}
