import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod/mini';

/**
 * The security headers a build was made for, written beside it (dist/security-headers.json) so any server of the
 * build sends them: the content security policy names the API the build calls, which the serving shell's
 * environment need not know.
 */
export const SECURITY_HEADERS_FILE = 'security-headers.json';

/** The headers the file may set: the security headers only, never another (a cookie, a redirect). */
const BuiltHeadersSchema = z.strictObject({
  'Content-Security-Policy': z.string(),
  'X-Content-Type-Options': z.string(),
  'Referrer-Policy': z.string(),
  'X-Frame-Options': z.string(),
  'Permissions-Policy': z.string(),
});

/** The headers written beside the build in `outDir`, or null when there is no such file or it is not valid. */
export function readBuiltSecurityHeaders(outDir: string): Record<string, string> | null {
  let text: string;
  try {
    text = readFileSync(join(outDir, SECURITY_HEADERS_FILE), 'utf8');
  } catch {
    return null;
  }
  try {
    return BuiltHeadersSchema.safeParse(JSON.parse(text)).data ?? null;
  } catch {
    return null;
  }
}
