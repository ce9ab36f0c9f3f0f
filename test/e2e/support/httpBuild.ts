import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview, type PreviewServer } from 'vite';

export interface ServedBuild {
  outDir: string;
  origin: string;
  close(): Promise<void>;
}

/**
 * A production build for the live API (VITE_BACKEND=http), exactly as `vite build` makes it, served by vite preview
 * with the project's plugins on a free port. The e2e server itself serves the demo build.
 */
export async function serveHttpBuild(): Promise<ServedBuild> {
  const outDir = mkdtempSync(join(tmpdir(), 'railbite-http-build-'));
  // The API is unreachable on purpose (a closed local port): e2e tests never leave localhost, and the JavaScript a
  // page loads does not depend on the answers (error states included). It stands for the provider's API: no demo
  // controls.
  const settings = { VITE_BACKEND: 'http', VITE_API_BASE_URL: 'http://127.0.0.1:9/', VITE_DEMO_API: 'false' };
  const before = Object.fromEntries(Object.keys(settings).map((key) => [key, process.env[key]]));
  Object.assign(process.env, settings);
  try {
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    for (const [key, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  const server: PreviewServer = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  const { port } = server.httpServer.address() as AddressInfo;
  return {
    outDir,
    origin: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
