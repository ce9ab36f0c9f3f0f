import { isLoopback } from '../../src/infrastructure/config/readAppConfig.ts';

/**
 * Why a VITE_API_BASE_URL cannot be built into the app, or null when it can: customers' passwords and tokens
 * travel to it, so it must be https; plain http is allowed only on this machine (the demo API of `npm run api`).
 */
export function apiBaseUrlProblem(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `VITE_API_BASE_URL is not a URL: "${text}". Use an https:// address, e.g. https://api.example.com/.`;
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && isLoopback(text)) return null;
  return (
    `VITE_API_BASE_URL must use https:// (it is "${text}"): passwords and session tokens are sent to it. ` +
    'Plain http:// is allowed only for this machine (127.0.0.1, localhost or [::1]), e.g. the demo API of npm run api.'
  );
}

/** Stops a build whose VITE_API_BASE_URL is not safe to ship, with the reason. */
export function assertApiBaseUrl(value: string | undefined) {
  const problem = apiBaseUrlProblem(value);
  if (problem) throw new Error(problem);
}
