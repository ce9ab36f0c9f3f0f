import { expect, it } from 'vitest';
import { apiBaseUrlProblem, assertApiBaseUrl } from '../../scripts/vite/apiBaseUrl';

it('builds with an https API, or plain http only on this machine', () => {
  for (const url of [
    'https://api.railbite.example/v1/',
    'http://127.0.0.1:8787/',
    'http://localhost:8787',
    'http://[::1]:8787/',
    '',
    undefined,
  ])
    expect(apiBaseUrlProblem(url), String(url)).toBeNull();
});

it('refuses plain http to any other host, another scheme or a broken value, saying what to use', () => {
  for (const url of [
    'http://api.railbite.example/',
    'http://192.168.1.20:8787/',
    'http://127.0.0.1.nip.io/',
    'ftp://api.railbite.example/',
    'javascript:alert(1)',
  ])
    expect(apiBaseUrlProblem(url), url).toMatch(/^VITE_API_BASE_URL must use https:\/\//);
  expect(apiBaseUrlProblem('api.railbite.example')).toMatch(/is not a URL.*https:\/\//);
  expect(() => assertApiBaseUrl('http://api.railbite.example/')).toThrow(
    'VITE_API_BASE_URL must use https:// (it is "http://api.railbite.example/"): passwords and session tokens are sent to it.',
  );
});
