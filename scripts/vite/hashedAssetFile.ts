import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The built file a request for a content-hashed asset (/assets/…) names, if it exists; undefined for any other. */
export function hashedAssetFile(url: string | undefined, outDir: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url ?? '/', 'http://app').pathname);
  } catch {
    return undefined; // a malformed path: left to the static server's 404
  }
  if (!pathname.startsWith('/assets/') || pathname.includes('..')) return undefined;
  const file = join(outDir, pathname);
  return existsSync(file) ? file : undefined;
}
