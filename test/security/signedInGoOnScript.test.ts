import { describe, expect, it, vi } from 'vitest';
import { routeGate, SIGN_IN_PATH } from '../../src/domain/session/routeGate';
import { MemoryKeyValueStore } from '../../src/infrastructure/browser/storage/MemoryKeyValueStore';
import { StoredSessionRepository } from '../../src/infrastructure/browser/storage/StoredSessionRepository';
import { StorageKeys } from '../../src/infrastructure/ports/KeyValueStore';
import { SIGNED_IN_GO_ON_SCRIPT } from '../../src/ui/app/signedInGoOnScript';

/** What the prerendered /login's script does with these stored credentials and this history state. */
function runScript(storedCredentials: string | null, historyState: unknown) {
  const replaced: string[] = [];
  const root = { style: { visibility: '' } };
  const localStorage = { getItem: (key: string) => (key === StorageKeys.credentials ? storedCredentials : null) };
  const run = new Function('localStorage', 'history', 'location', 'document', SIGNED_IN_GO_ON_SCRIPT);
  run(
    localStorage,
    { state: historyState },
    { replace: (path: string) => replaced.push(path) },
    {
      documentElement: root,
    },
  );
  return { sentTo: replaced.length ? replaced : null, hidden: root.style.visibility === 'hidden' };
}

/** What the app's route gate does on /login with the same storage and navigation state. */
function appDecides(storedCredentials: string | null, from: unknown): string | null {
  const storage = new MemoryKeyValueStore();
  if (storedCredentials !== null) storage.setItem(StorageKeys.credentials, storedCredentials);
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  const status = new StoredSessionRepository(storage, new MemoryKeyValueStore()).readCredentials().status;
  spy.mockRestore();
  return routeGate(SIGN_IN_PATH, status, from)?.to ?? null;
}

const STORED = [
  null,
  '',
  '{broken',
  'null',
  '"a-token"',
  '42',
  '[]',
  '{}',
  '{"token":""}',
  '{"token":5}',
  '{"token":"t-1"}',
  '{"token":"t-1","roleType":"customer"}',
  '{"token":"t-1","roleType":2}',
  '{"token":"t-1","roleType":null}',
  '{"token":"t-1","roleType":{"admin":true}}',
  '{"token":"t-1","roleType":false}',
  '{"token":["t-1"]}',
];
const FROM: unknown[] = [
  undefined,
  null,
  '/user/address',
  '/user/address/edit/5?tab=1',
  '/foods/item-view-cart#pay',
  '/',
  '/login',
  '/login?next=%2F',
  '/loginx',
  '//evil.example/',
  '/\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  'user/address',
  '',
  42,
  { pathname: '/user/address' },
];

describe("the prerendered /login's script decides as the app's route gate does (FEATURES F-paint)", () => {
  for (const stored of STORED) {
    it(`stored credentials ${JSON.stringify(stored)}`, () => {
      for (const from of FROM) {
        const expected = appDecides(stored, from);
        const state = { usr: from === undefined ? null : { from }, key: 'k1', idx: 1 };
        const { sentTo, hidden } = runScript(stored, state);
        expect(sentTo, `from ${JSON.stringify(from)}`).toEqual(expected === null ? null : [expected]);
        expect(hidden).toBe(expected !== null);
      }
    });
  }

  it('sends a customer on to where they were going, and only to a path of the app', () => {
    const customer = '{"token":"t-1","roleType":"customer"}';
    expect(runScript(customer, null).sentTo).toEqual(['/']);
    expect(runScript(customer, { usr: { from: '/user/address?x=1' } }).sentTo).toEqual(['/user/address?x=1']);
    for (const from of ['//evil.example/', '/\t/evil.example', 'https://evil.example/', '/login'])
      expect(runScript(customer, { usr: { from } }).sentTo, from).toEqual(['/']);
  });

  it('leaves a visitor, or unreadable or unavailable storage, on the sign-in page', () => {
    expect(runScript(null, null)).toEqual({ sentTo: null, hidden: false });
    expect(runScript('{broken', null)).toEqual({ sentTo: null, hidden: false });
    const run = new Function('localStorage', 'history', 'location', 'document', SIGNED_IN_GO_ON_SCRIPT);
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(() => run(refusing, { state: null }, { replace: () => {} }, {})).not.toThrow();
  });
});
