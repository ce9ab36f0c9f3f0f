import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readBuiltSecurityHeaders, SECURITY_HEADERS_FILE } from '../../scripts/vite/builtSecurityHeaders';
import { headerContentSecurityPolicy } from '../../scripts/vite/contentSecurityPolicy';
import { securityHeaders } from '../../scripts/vite/securityHeaders';

const HTTP_BUILD = { VITE_BACKEND: 'http', VITE_API_BASE_URL: 'https://api.railbite.example/' };
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'railbite-headers-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Hook = (...args: never[]) => unknown;
const hook = (plugin: object, name: string) => (plugin as Record<string, Hook>)[name]!;

/** What the plugin writes beside the build: the file the build's own settings made. */
function emittedBy(env: Record<string, string>): string {
  const files: { fileName: string; source: string }[] = [];
  const context = { emitFile: (file: { fileName: string; source: string }) => void files.push(file) };
  (hook(securityHeaders(env), 'generateBundle') as (this: typeof context) => void).call(context);
  const file = files.find((candidate) => candidate.fileName === SECURITY_HEADERS_FILE);
  expect(file).toBeDefined();
  return file!.source;
}

/** The headers the preview server (`npm start`, `vite preview`) sends for a build in `outDir`, started with `env`. */
function servedHeaders(outDir: string, env: Record<string, string>): Record<string, string> {
  let middleware: ((request: object, response: object, next: () => void) => void) | undefined;
  const server = {
    config: { root: '/', build: { outDir } },
    middlewares: { use: (handler: typeof middleware) => void (middleware = handler) },
  };
  (hook(securityHeaders(env), 'configurePreviewServer') as (server: object) => void)(server);
  const sent: Record<string, string> = {};
  middleware!({ url: '/' }, { setHeader: (name: string, value: string) => void (sent[name] = value) }, () => {});
  return sent;
}

describe('the content security policy comes from the build (FEATURES F-safety)', () => {
  it('the build writes its headers beside it, and a server started without its settings sends them', () => {
    const outDir = tempDir();
    writeFileSync(join(outDir, SECURITY_HEADERS_FILE), emittedBy(HTTP_BUILD));
    const sent = servedHeaders(outDir, {});
    expect(sent['Content-Security-Policy']).toBe(headerContentSecurityPolicy(HTTP_BUILD));
    expect(sent['Content-Security-Policy']).toContain("connect-src 'self' https://api.railbite.example");
    expect(sent['X-Frame-Options']).toBe('DENY');
  });

  it('an unreadable or tampered file is not trusted: the server falls back to its own settings', () => {
    const outDir = tempDir();
    expect(readBuiltSecurityHeaders(outDir)).toBeNull();
    writeFileSync(join(outDir, SECURITY_HEADERS_FILE), '{"Content-Security-Policy": 42}');
    expect(readBuiltSecurityHeaders(outDir)).toBeNull();
    writeFileSync(join(outDir, SECURITY_HEADERS_FILE), '{"Set-Cookie": "a=b"}');
    expect(readBuiltSecurityHeaders(outDir)).toBeNull();
    writeFileSync(join(outDir, SECURITY_HEADERS_FILE), 'not json');
    expect(readBuiltSecurityHeaders(outDir)).toBeNull();
    expect(servedHeaders(outDir, HTTP_BUILD)['Content-Security-Policy']).toBe(headerContentSecurityPolicy(HTTP_BUILD));
  });
});
