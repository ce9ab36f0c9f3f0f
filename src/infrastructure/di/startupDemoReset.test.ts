import { afterEach, expect, it, vi } from 'vitest';
import { startupDemoReset } from './startupDemoReset';

afterEach(() => vi.unstubAllGlobals());

it('forgets the saved demo backend and the app keys in the demo, and never throws', () => {
  const values = new Map([
    ['railbite.fake-backend', 'null'],
    ['user_cred', '{"token":"t"}'],
    ['railbite.demo', '{"latencyMs":800}'],
  ]);
  vi.stubGlobal('window', { localStorage: { removeItem: (key: string) => values.delete(key) } });
  startupDemoReset({ VITE_BACKEND: 'fake' })!();
  expect([...values.keys()]).toEqual(['railbite.demo']);

  vi.stubGlobal('window', {
    localStorage: {
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    },
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(() => startupDemoReset({ VITE_BACKEND: 'fake' })!()).not.toThrow();
});

it('offers nothing on the live API', () => {
  expect(startupDemoReset({ VITE_BACKEND: 'http' })).toBeNull();
});
