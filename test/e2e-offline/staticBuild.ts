import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/**
 * A copy of the demo build (dist/) served by a plain static server on a free port, so a test can deploy a new version
 * over it without touching the build other tests use. A path without a file gets index.html, as a host's SPA
 * fallback does; nothing is cacheable (each answer `no-cache`).
 */
export async function serveCopyOfBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'railbite-deploy-'));
  cpSync('dist', dir, { recursive: true });
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://app').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(dir, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stop = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    /**
     * Deploys a new version: `marker` goes into every page, and the worker's precache list gets each page's new
     * revision (what the build does when a page changes), so the browser finds a new worker.
     */
    deployNewVersion(marker: string) {
      const worker = join(dir, 'sw.js');
      const source = readFileSync(worker, 'utf8');
      const updated = source.replace(
        /("revision":")[0-9a-f]+(","url":"([^"]+\.html)")/g,
        (_all, before, after, page) => {
          const file = join(dir, page as string);
          const meta = `<meta name="railbite-build" content="${marker}">`;
          writeFileSync(file, readFileSync(file, 'utf8').replace('</head>', `${meta}</head>`));
          return `${before}${marker}${after}`;
        },
      );
      if (updated === source) throw new Error("the worker's precache list has no pages to update");
      writeFileSync(worker, updated);
    },
    /** Takes the site down (the files stay until close). */
    stop,
    async close() {
      if (server.listening) await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
