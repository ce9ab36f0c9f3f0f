import { expect, it, vi } from 'vitest';
import { AppError } from '../../domain/errors/AppError';
import type { DemoBackend } from '../../infrastructure/ports/DemoBackend';
import type { SessionStore } from '../session/SessionStore';
import { DemoModeStore } from './DemoModeStore';

const storeWith = (resetDemoData: () => Promise<void>) => {
  const session = { logout: vi.fn() };
  const savedData = { eraseCustomerData: vi.fn(), eraseAll: vi.fn() };
  const demo = { enabled: true, resetDemoData } as unknown as DemoBackend;
  return { store: new DemoModeStore(demo, session as unknown as SessionStore, savedData), session, savedData };
};

it('a reset that fails keeps the customer signed in and says why as a typed failure, cleared by the next try', async () => {
  let answer: Promise<void> = Promise.reject(new AppError('network', 'Network Error.'));
  const { store, session, savedData } = storeWith(() => answer);
  await expect(store.resetDemoData()).resolves.toBe(false);
  expect(store.resetFailure).toEqual({ kind: 'network' });
  expect(store.resetting).toBe(false);
  expect(session.logout).not.toHaveBeenCalled();
  expect(savedData.eraseAll).not.toHaveBeenCalled();

  answer = Promise.resolve();
  await expect(store.resetDemoData()).resolves.toBe(true);
  expect(store.resetFailure).toBeNull();
  expect(session.logout).toHaveBeenCalledTimes(1);
  expect(savedData.eraseAll).toHaveBeenCalledTimes(1);
});
